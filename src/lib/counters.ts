import { formatIndian } from "./numbers";

/** The counters count up over 2 s, once, when half visible. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_VISIBLE_THRESHOLD = 0.5;

/** "25,000+", "4.9", "19k" */
export const formatCounter = (value: number, decimals: number, suffix: string): string =>
  `${formatIndian(value, decimals)}${suffix}`;

/** The value shown `elapsedMs` into the count (ease-out), rounded to the counter's decimals; the target from the end on. */
export function countUpValue(
  target: number,
  decimals: number,
  elapsedMs: number,
  durationMs: number = COUNTER_DURATION_MS,
): number {
  const progress = Math.min(1, Math.max(0, elapsedMs / durationMs));
  const eased = 1 - (1 - progress) ** 3;
  const factor = 10 ** decimals;
  return Math.round(target * eased * factor) / factor;
}
