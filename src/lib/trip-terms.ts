import { splitBullets } from "./bullets";

/** What a trip's cancellation policy says about paying (the advance, the balance) rather than about cancelling. */
const PAYMENT = /\b(advance|balance|deposit|payment|pay)\b/i;

/**
 * The cancellation terms in a line for a trip's first screen: the policy's first term about cancelling (its earliest
 * and kindest tier, as the backend lists them), or null when the policy has none.
 */
export function cancellationSummary(policy: string): string | null {
  return splitBullets(policy).find((term) => !PAYMENT.test(term)) ?? null;
}

/** The anchors of a trip's terms sections (TripTerms): the first screen links to them. */
export const TERMS_ANCHORS = { inclusions: "inclusions", cancellation: "cancellation" } as const;
