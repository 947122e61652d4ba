/**
 * "12345678" → "1,23,45,678": the last three digits, then pairs, as Indian English writes numbers (en-IN). A module
 * of its own, so the interface messages (src/i18n/messages.ts, on every page) take it without the rest of
 * src/lib/numbers.ts.
 */
export const groupIndian = (digits: string): string => {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
};
