import { useState } from "react";

/**
 * When the visitor first touched the form (focus, typing, autofill or paste): the API flags a submit within 3 s of
 * that as suspect (stored, flagged), so the clock starts as early as a person can be said to have begun.
 */
export interface FillClock {
  /** The visitor touched the form: the clock starts, unless it runs already. */
  start(): void;
  /** The form holds text from an earlier visit (or typed before the script ran): not typed in a hurry by a bot. */
  startedEarlier(): void;
  /** The form starts afresh (sent, queued or forgotten). */
  reset(): void;
  /** Milliseconds since the start; 0 before it. */
  elapsedMs(): number;
}

// A draft from an earlier visit counts as begun at the epoch.
const TYPED_EARLIER = 0;

/** One clock per form, the same object on every render. */
export function useFillClock(): FillClock {
  const [clock] = useState((): FillClock => {
    let startedAt: number | null = null;
    return {
      start: () => {
        startedAt ??= Date.now();
      },
      startedEarlier: () => {
        startedAt = TYPED_EARLIER;
      },
      reset: () => {
        startedAt = null;
      },
      elapsedMs: () => (startedAt === null ? 0 : Date.now() - startedAt),
    };
  });
  return clock;
}
