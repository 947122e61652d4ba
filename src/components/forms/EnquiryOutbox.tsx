import React from "react";
import { removeFromOutbox, sendOutboxEntryNow, useEnquiryOutbox } from "../../hooks/useEnquiryOutbox";
import { enquiryMailto, needsConfirmation, type OutboxEntry } from "../../lib/outbox";
import { siteFacts } from "../../lib/site";
import { enquiryMessage, whatsappUrl } from "../../lib/whatsapp";
import * as styles from "./ContactForm.module.css";

const DAY_MS = 24 * 60 * 60 * 1000;

export const minutesText = (minutes: number) => (minutes === 1 ? "a minute" : `${minutes} minutes`);

function EntryNote({ entry, now }: { entry: OutboxEntry; now: number }) {
  const title = `“${entry.enquiry.subject}”`;
  if (entry.refused) return <>{`${title} could not be sent: ${entry.refused}.`}</>;
  if (needsConfirmation(entry, now)) {
    const days = Math.floor((now - entry.savedAt) / DAY_MS);
    return (
      <>{`${title} was saved on this device ${days} days ago and has not been sent. Do you still want to send it?`}</>
    );
  }
  if (entry.limitedUntil && entry.limitedUntil > now) {
    const minutes = Math.ceil((entry.limitedUntil - now) / 60_000);
    return (
      <>{`${title} is saved on this device; our office asked us to wait, so it will be sent by itself in about ${minutesText(minutes)}.`}</>
    );
  }
  return <>{`${title} is saved on this device and will be sent by itself as soon as we reach our office.`}</>;
}

/** The enquiries waiting on this device, each with a way to send it another way now or to remove it. */
export function EnquiryOutbox() {
  const { entries, sentThisVisit, checkedAt: now } = useEnquiryOutbox();
  // Always in the page, so what changes in it (an entry added, sent or removed) is announced.
  if (entries.length === 0) {
    return (
      <div role="status">
        {sentThisVisit > 0 && <p className={styles.sent}>Your saved enquiry has reached our office. Thank you!</p>}
      </div>
    );
  }
  return (
    <div role="status" className={styles.outbox}>
      <p className={styles.outboxTitle}>Waiting to be sent from this device</p>
      <ul className={styles.outboxList}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.outboxEntry}>
            <p>
              <EntryNote entry={entry} now={now} /> Or send it now{" "}
              <a href={whatsappUrl(enquiryMessage(entry.enquiry))} target="_blank" rel="noopener noreferrer">
                on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
              </a>{" "}
              or <a href={enquiryMailto(siteFacts.emails[0]?.address ?? "", entry.enquiry)}>by e-mail</a>.
            </p>
            <div className={styles.outboxActions}>
              {!entry.refused && needsConfirmation(entry, now) && (
                <button type="button" className="button button--brand" onClick={() => sendOutboxEntryNow(entry.key)}>
                  Send it now
                </button>
              )}
              <button type="button" className="button" onClick={() => removeFromOutbox(entry.key)}>
                Remove from this device
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
