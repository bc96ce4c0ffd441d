// Figures the benches print.

/** The p-th percentile (0–100) of an array sorted ascending; undefined when it is empty. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
