/**
 * A rate of the API, a decimal string ("0.0015" = 0.15 %), as a percentage in the locale. The
 * server sends at most 6 decimals, so 4 decimals of a percent show every rate exactly.
 */
export function formatRate(rate: string, locale: string): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return rate;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(value);
}

/** progressRate ("0.4512") as a bar's 0–100 (the bar clamps). */
export function progressPercent(progressRate: string): number {
  const value = Number(progressRate) * 100;
  return Number.isFinite(value) ? value : 0;
}
