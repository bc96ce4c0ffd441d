/**
 * Query-key roots shared across features. Projects appear in the home list, the hot list, the detail
 * page and the favourite and follow lists; investing or a focus toggle changes all of them, and an
 * investment or a revoke changes every view of the member's investments.
 */
export const projectsKey = ['project'] as const;
export const investmentsKey = ['invest'] as const;
