/** Every query of the member's team sits under this key. */
export const teamKey = ['team'] as const;

/** The invitees of one level, page by page. */
export const subordinatesKey = (level: number) => [...teamKey, 'subordinates', level] as const;

/** Every level's totals: invitees, VIP, rebates paid and pending. */
export const inviteLevelsKey = [...teamKey, 'levels'] as const;
