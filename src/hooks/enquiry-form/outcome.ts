import type { Enquiry } from "../../lib/enquiry";
import { enquiryMailto } from "../../lib/outbox";
import { siteFacts } from "../../lib/site";
import { enquiryMessage, whatsappUrl, type ChatWords } from "../../lib/whatsapp";
import type { Delivery } from "./delivery";

/** After a send: the lasting note beside the button, with a WhatsApp link carrying the enquiry's text. */
export type EnquiryOutcome =
  | { kind: "sent" | "failed"; chatUrl: string }
  /** Not sent yet, kept in the outbox: `waitMinutes` when the office asked us to wait (429). */
  | Queued
  /** Neither sent nor saved (the office unreachable, this device's storage blocked or full): the text stays in the form. */
  | { kind: "unsaved"; chatUrl: string; mailUrl: string }
  /** "Forget my details" cleared this device (or could not, when storage refused). */
  | Forgotten
  | null;
type Queued = { kind: "queued"; chatUrl: string; mailUrl: string; waitMinutes?: number };
type Forgotten = { kind: "forgotten"; cleared: boolean };

/** What the last send (or "Forget my details") came to; a failure's links are built at render time. */
export type LastSend =
  | { kind: "sent"; chatUrl: string }
  | (Queued & { key: string })
  | Forgotten
  | { kind: "failed" }
  | { kind: "unsaved" }
  | null;

// The chat text in the words of the form's edition (English when none are given).
const chatUrlOf = (enquiry: Enquiry, words?: ChatWords) => whatsappUrl(enquiryMessage(enquiry, words));
const mailUrlOf = (enquiry: Enquiry) => enquiryMailto(siteFacts.emails[0]?.address ?? "", enquiry);

/** What to remember of a send: an enquiry that left the form keeps its links; a failure's follow the fields. */
export function lastSendOf(delivery: Delivery, outgoing: Enquiry, key: string, words?: ChatWords): LastSend {
  switch (delivery.kind) {
    case "sent":
      return { kind: "sent", chatUrl: chatUrlOf(outgoing, words) };
    case "queued":
      return {
        kind: "queued",
        key,
        chatUrl: chatUrlOf(outgoing, words),
        mailUrl: mailUrlOf(outgoing),
        waitMinutes: delivery.waitMinutes,
      };
    case "unsaved":
      return { kind: "unsaved" };
    case "refused":
      return { kind: "failed" };
  }
}

/**
 * The note to show now. A failed enquiry is still in the fields, so its WhatsApp link follows what they say now
 * (`asSentNow`, the trip's line too). A queued enquiry that the outbox has since sent is thanked for; one the
 * visitor removed has no note left.
 */
export function outcomeOf(
  last: LastSend,
  asSentNow: () => Enquiry,
  outbox: { sentKeys: readonly string[]; entries: readonly { key: string }[] },
  words?: ChatWords,
): EnquiryOutcome {
  if (last?.kind === "failed") return { kind: "failed", chatUrl: chatUrlOf(asSentNow(), words) };
  if (last?.kind === "unsaved") {
    const asSent = asSentNow();
    return { kind: "unsaved", chatUrl: chatUrlOf(asSent, words), mailUrl: mailUrlOf(asSent) };
  }
  if (last?.kind !== "queued") return last;
  if (outbox.sentKeys.includes(last.key)) return { kind: "sent", chatUrl: last.chatUrl };
  return outbox.entries.some((entry) => entry.key === last.key) ? last : null;
}
