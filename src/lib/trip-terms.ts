import { splitBullets } from "./bullets";

/** What a trip's cancellation policy says about paying (the advance, the balance) rather than about cancelling. */
const PAYMENT = /\b(advance|balance|deposit|payment|pay)\b/i;

/**
 * The cancellation terms in a line for a trip's first screen: the policy's first term about cancelling (its earliest
 * and kindest tier, as the backend lists them), or null when the policy has none; in an edition the same term of its
 * translation (`shownPolicy`).
 */
export function cancellationSummary(policy: string, shownPolicy?: string): string | null {
  const terms = splitBullets(policy);
  const at = terms.findIndex((term) => !PAYMENT.test(term));
  if (at < 0) return null;
  // In an edition: the same term of the translated policy (src/lib/trip-words.ts), read from the English.
  return shownPolicy === undefined ? terms[at]! : (splitBullets(shownPolicy)[at] ?? terms[at]!);
}

/** The anchors of a trip's terms sections (TripTerms): the first screen links to them. */
export const TERMS_ANCHORS = { inclusions: "inclusions", cancellation: "cancellation" } as const;
