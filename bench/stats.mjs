/** Order statistics the benchmarks report. */

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};

/** The value below which p % of the values lie (nearest rank). */
export const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
