import { useRef } from "react";
import { newEnquiryKey, type FieldErrors, type SendResult } from "../../lib/enquiry";
import type { QueuedEnquiry } from "../../lib/outbox";
import { addToOutbox } from "../useEnquiryOutbox";

/** What became of one send. */
export type Delivery =
  | { kind: "sent" }
  /** Not sent yet, kept in the outbox to be sent by itself: `waitMinutes` when the office asked us to wait (429). */
  | { kind: "queued"; waitMinutes?: number }
  /** Worth trying again, but this device would not keep it (storage blocked or full): the text stays in the form. */
  | { kind: "unsaved" }
  /** The office refused it: `fields` when it named the fields at fault. */
  | { kind: "refused"; fields?: FieldErrors };

/**
 * What a send came to. One the office could not take yet (unreachable, busy) goes to the outbox, to be sent by
 * itself with the same key, when this device keeps it and reads it back; otherwise nothing may say it is saved.
 */
export function deliveryOf(result: SendResult, enquiry: QueuedEnquiry): Delivery {
  if (result.ok) return { kind: "sent" };
  if (result.reason === "invalid") return { kind: "refused", fields: result.fields };
  if (result.reason === "rejected") return { kind: "refused" };
  if (!addToOutbox(enquiry, result)) return { kind: "unsaved" };
  const waitMinutes = result.reason === "rate-limited" ? Math.ceil(result.retryAfterSeconds / 60) : undefined;
  return { kind: "queued", waitMinutes };
}

/**
 * One key per enquiry: the outbox retries with it, so the office stores the enquiry once. An enquiry that was
 * neither sent nor saved keeps its key: if its try did reach the office after all, sending the same text again must
 * not store it twice (a changed text is a new enquiry, with a new key).
 */
export function useEnquiryKeys() {
  const unsent = useRef<{ key: string; text: string } | null>(null);
  return {
    /** The key to send `text` (the enquiry as JSON) with. */
    keyFor(text: string): string {
      const key = unsent.current?.text === text ? unsent.current.key : newEnquiryKey();
      unsent.current = null;
      return key;
    },
    keepUnsent(key: string, text: string) {
      unsent.current = { key, text };
    },
    forget() {
      unsent.current = null;
    },
  };
}
