// The wallet card's figures, apart from the card and its definitions dialog, which both name them:
// the dialog is loaded by the card, so it cannot import them from there without a loop.

/** The wallets that make up the available (withdrawable) balance, then the two that do not. */
export const AVAILABLE_PARTS = ['recharge', 'work', 'income'] as const;
export const OTHER_FIGURES = ['internal', 'frozen', 'totalAssets'] as const;
export type Figure = 'available' | (typeof AVAILABLE_PARTS)[number] | (typeof OTHER_FIGURES)[number];

/** The figure tapped, and the amount the card showed for it. */
export type Explained = { figure: Figure; amount: string };
