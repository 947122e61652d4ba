import React from "react";
import { dismissExpired, removeFromOutbox, useEnquiryOutbox } from "../../hooks/useEnquiryOutbox";
import { RETENTION } from "../../lib/device-storage";
import { formatDate } from "../../lib/dates";
import { enquiryMailto, type OutboxEntry } from "../../lib/outbox";
import { siteFacts } from "../../lib/site";
import { enquiryMessage, whatsappUrl } from "../../lib/whatsapp";
import * as styles from "./ContactForm.module.css";
import { englishFact } from "../../i18n/rich-text";
import { useEdition } from "../../i18n/EditionContext";

export const minutesText = (minutes: number) => (minutes === 1 ? "a minute" : `${minutes} minutes`);

function EntryNote({ entry, now }: { entry: OutboxEntry; now: number }) {
  const title = `“${entry.enquiry.subject}”`;
  if (entry.refused) return <>{`${title} could not be sent: ${entry.refused}.`}</>;
  if (entry.limitedUntil && entry.limitedUntil > now) {
    const minutes = Math.ceil((entry.limitedUntil - now) / 60_000);
    return (
      <>{`${title} is saved on this device; our office asked us to wait, so it will be sent by itself in about ${minutesText(minutes)}.`}</>
    );
  }
  return <>{`${title} is saved on this device and will be sent by itself as soon as we reach our office.`}</>;
}

/** The enquiry's text, to send another way now: WhatsApp or e-mail, both carrying every field. */
function SendAnotherWay({ entry }: { entry: OutboxEntry }) {
  return (
    <>
      <a href={whatsappUrl(enquiryMessage(entry.enquiry))} target="_blank" rel="noopener noreferrer">
        on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
      </a>{" "}
      or <a href={enquiryMailto(siteFacts.emails[0]?.address ?? "", entry.enquiry)}>by e-mail</a>
    </>
  );
}

/**
 * The enquiries waiting on this device, each with a way to send it another way now or to remove it, and those
 * removed for their age this visit (said once, with their text, so nothing leaves without the visitor knowing).
 */
export function EnquiryOutbox() {
  const { entries, expired, sentThisVisit, checkedAt: now } = useEnquiryOutbox();
  // Its notes are not in the catalogues yet: English, and marked so on another edition's page.
  const inEnglish = englishFact(useEdition().code);
  // Always in the page, so what changes in it (an entry added, sent or removed) is announced.
  return (
    <div role="status" className={entries.length + expired.length > 0 ? styles.outbox : undefined} {...inEnglish}>
      {sentThisVisit > 0 && entries.length === 0 && (
        <p className={styles.sent}>Your saved enquiry has reached our office. Thank you!</p>
      )}
      {expired.length > 0 && (
        <ul className={styles.outboxList} aria-label="Removed from this device">
          {expired.map((entry) => (
            <li key={entry.key} className={styles.outboxEntry}>
              <p>
                {`“${entry.enquiry.subject}”, saved on this device on ${formatDate(new Date(entry.savedAt).toISOString())}, could not reach our office within ${RETENTION.outbox.text}, so it has been removed from this device. If you still want to send it, send it `}
                <SendAnotherWay entry={entry} />.
              </p>
              <div className={styles.outboxActions}>
                <button type="button" className="button" onClick={() => dismissExpired(entry.key)}>
                  Dismiss
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {entries.length > 0 && (
        <>
          <p className={styles.outboxTitle}>Waiting to be sent from this device</p>
          <ul className={styles.outboxList}>
            {entries.map((entry) => (
              <li key={entry.key} className={styles.outboxEntry}>
                <p>
                  <EntryNote entry={entry} now={now} /> Or send it now <SendAnotherWay entry={entry} />.
                </p>
                <div className={styles.outboxActions}>
                  <button type="button" className="button" onClick={() => removeFromOutbox(entry.key)}>
                    Remove from this device
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
