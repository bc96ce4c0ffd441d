/** Every query of the member's team sits under this key. */
export const teamKey = ['team'] as const;

/** The invitees of one level, page by page. */
export const subordinatesKey = (level: number) => [...teamKey, 'subordinates', level] as const;

/** Every level's totals: invitees, VIP, rebates paid and pending. */
export const inviteLevelsKey = [...teamKey, 'levels'] as const;

/** Everything of the team activity: a group opened, joined or completed changes all of it. */
export const teamActivityKey = [...teamKey, 'activity'] as const;

/** The activity's terms, the member's open group and past groups. */
export const currentActivityKey = [...teamActivityKey, 'current'] as const;

/** One group's team details. */
export const teamGroupKey = (id: number) => [...teamActivityKey, 'group', id] as const;

/** Group rewards (the leader's rebates) or dividend records. */
export type TeamRewardKind = 'rebate' | 'dividend';

/** One kind of team-activity rewards, page by page. */
export const teamRewardsKey = (kind: TeamRewardKind) => [...teamActivityKey, 'rewards', kind] as const;
