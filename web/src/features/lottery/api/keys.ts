/** Every query of the lottery, its prizes and the member's coupons sits under this key. */
export const lotteryKey = ['lottery'] as const;

/** The lottery page: draws held, the prizes with their odds, how to earn draws. */
export const lotteryInfoKey = [...lotteryKey, 'info'] as const;

/** My prizes: every draw of the member. */
export const drawsKey = [...lotteryKey, 'draws'] as const;

/** The member's coupons, by state. */
export const couponsKey = [...lotteryKey, 'coupons'] as const;
