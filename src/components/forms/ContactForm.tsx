import React from "react";
import { Link } from "gatsby";
import { HONEYPOT_FIELD, type EnquiryField } from "../../lib/enquiry";
import { ROUTES } from "../../lib/routes";
import { siteFacts } from "../../lib/site";
import type { TripFieldsOptions } from "../../lib/trip-enquiry";
import { useEnquiryForm } from "../../hooks/useEnquiryForm";
import { EnquiryOutbox, minutesText } from "./EnquiryOutbox";
import { TripFields } from "./TripFields";
import * as styles from "./ContactForm.module.css";
import { ForgetDetails } from "./ForgetDetails";

export interface ContactFormProps {
  /** Prefix of every id in the form ("contact" → "contact-name"), so several forms can share a page. */
  idPrefix: string;
  heading: string;
  headingLevel?: 2 | 3;
  intro?: string;
  /** Where this form keeps the visitor's unsent text on the device: one key per place the form is used. */
  draftKey: string;
  /** Sends this subject and hides the subject field (e.g. the reply form on /service-details). */
  fixedSubject?: string;
  /** The subject the form starts with, e.g. "Enquiry: Munnar" on a trip's page; the visitor's draft wins. */
  subjectPrefill?: string;
  /** Asks when, who, rooms, from where and the budget: required on a trip's pages, an optional group on /contact. */
  trip?: TripFieldsOptions;
  /** A line sent after the visitor's message, shown under it (the trips of a shortlist): the message may be empty. */
  addedLine?: string;
  submitLabel?: string;
}

interface FieldLook {
  label: string;
  type: "text" | "email" | "tel" | "textarea";
  autoComplete?: string;
  wide?: boolean;
}

// How each field looks; which fields show and whether each is required come from the enquiry rules.
const LOOKS: Record<EnquiryField, FieldLook> = {
  name: { label: "Your name", type: "text", autoComplete: "name" },
  email: { label: "E-mail", type: "email", autoComplete: "email" },
  // Optional and visible: our planners usually answer by phone or WhatsApp, and many visitors prefer that.
  phone: { label: "Phone", type: "tel", autoComplete: "tel" },
  subject: { label: "Subject", type: "text" },
  message: { label: "Message", type: "textarea", wide: true },
};

/** The one enquiry form: its markup; useEnquiryForm keeps the draft, validates, sends and moves focus. */
export function ContactForm({
  idPrefix,
  heading,
  headingLevel = 2,
  intro,
  draftKey,
  fixedSubject,
  subjectPrefill,
  trip: tripOptions,
  addedLine,
  submitLabel = "Send Message",
}: ContactFormProps) {
  const { formRef, ...form } = useEnquiryForm({
    idPrefix,
    draftKey,
    fixedSubject,
    subjectPrefill,
    trip: tripOptions,
    addedLine,
  });
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <div className={styles.block}>
      <Heading id={form.id("heading")} className={styles.heading}>
        {heading}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
      <form
        ref={formRef}
        id={form.id("form")}
        className={styles.form}
        aria-labelledby={form.id("heading")}
        // Once the script runs, inline messages replace the browser's bubbles.
        noValidate={form.hydrated}
        onSubmit={form.handleSubmit}
        onFocus={form.handleFocus}
      >
        <p className={styles.note}>All fields are required unless marked optional.</p>
        <div className={styles.grid}>
          {form.fields.map(({ field, required }) => {
            const { label, type, autoComplete, wide } = LOOKS[field];
            const error = form.errors[field];
            const shared = {
              id: form.id(field),
              name: field,
              value: form.values[field],
              required,
              autoComplete,
              "aria-invalid": error ? true : undefined,
              "aria-describedby": error ? form.id(`${field}-error`) : undefined,
              className: styles.input,
            };
            return (
              <React.Fragment key={field}>
                {/* The trip's fields before the message, which is for anything they do not say. */}
                {field === "message" && tripOptions && (
                  <TripFields
                    values={form.trip}
                    errors={form.errors}
                    required={form.tripRequired}
                    days={form.tripDays}
                    hydrated={form.hydrated}
                    id={form.id}
                    inputId={form.inputId}
                    onChange={form.updateTrip}
                    onChildAge={form.updateChildAge}
                  />
                )}
                <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
                  <label htmlFor={form.id(field)} className={styles.label}>
                    {required ? label : `${label} (optional)`}
                  </label>
                  {type === "textarea" ? (
                    <textarea {...shared} rows={6} onChange={(event) => form.update(field, event.target.value)} />
                  ) : (
                    <input
                      {...shared}
                      type={type}
                      inputMode={type === "tel" ? "tel" : undefined}
                      onChange={(event) => form.update(field, event.target.value)}
                    />
                  )}
                  {error && (
                    <p id={form.id(`${field}-error`)} className={styles.error}>
                      {error}
                    </p>
                  )}
                  {field === "message" && addedLine && (
                    <p className={styles.added}>
                      <strong>Sent with your message:</strong> {addedLine}
                    </p>
                  )}
                </div>
              </React.Fragment>
            );
          })}
        </div>
        {/* The honeypot: not displayed (so no person, screen reader or autofill meets it); bots fill every input. */}
        <div hidden>
          <label htmlFor={form.id(HONEYPOT_FIELD)}>Leave this empty</label>
          <input id={form.id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {/* A separate purpose, so a separate choice: never ticked for the visitor, and not needed to send. */}
        <div className={styles.optIn}>
          <input
            id={form.id("offers")}
            name="marketingOptIn"
            type="checkbox"
            checked={form.marketingOptIn}
            onChange={(event) => form.setMarketingOptIn(event.target.checked)}
          />
          <label htmlFor={form.id("offers")}>Also send me travel offers by e-mail or WhatsApp (optional)</label>
        </div>
        <p id={form.id("purpose")} className={styles.purpose}>
          We use these details only to answer your enquiry. <Link to={ROUTES.privacy}>Privacy notice</Link>
        </p>
        {/* Disabled until the script runs: sending needs it, and a native submit would put the text in the URL. */}
        <div className={styles.actions}>
          <button
            id={form.id("submit")}
            type="submit"
            className="button button--brand"
            aria-describedby={form.id("purpose")}
            disabled={form.sending || !form.hydrated}
          >
            {form.sending ? "Sending..." : submitLabel}
          </button>
        </div>
        {form.hydrated && form.hasPersonalData && <ForgetDetails formId={form.id("form")} onForget={form.forget} />}
        {form.outcome && (
          <p
            id={form.id("outcome")}
            tabIndex={-1}
            className={form.outcome.kind === "sent" || form.outcome.kind === "forgotten" ? styles.sent : styles.failed}
          >
            {form.outcome.kind === "sent" && (
              <>
                Thank you, we have your enquiry and answer within {siteFacts.replyWithin}. For a quicker reply,{" "}
                <ChatLink url={form.outcome.chatUrl}>continue on WhatsApp</ChatLink>.
              </>
            )}
            {form.outcome.kind === "failed" && (
              <>
                Your message was not sent; everything you typed is still here. Please try again, or{" "}
                <ChatLink url={form.outcome.chatUrl}>send it on WhatsApp</ChatLink>.
              </>
            )}
            {form.outcome.kind === "unsaved" && (
              <>
                We could not reach our office, and this browser would not let us save your enquiry on this device, so it
                has not been sent. Everything you typed is still here: try again in a moment, or send it now{" "}
                <ChatLink url={form.outcome.chatUrl}>on WhatsApp</ChatLink> or{" "}
                <a href={form.outcome.mailUrl}>by e-mail</a>.
              </>
            )}
            {form.outcome.kind === "forgotten" &&
              (form.outcome.cleared
                ? "Your details are no longer kept on this device: the form, saved drafts and unsent enquiries are cleared."
                : "The form is cleared, but this browser would not let us clear what it keeps for this site; clear this site's data in the browser's settings.")}
            {form.outcome.kind === "queued" && (
              <>
                {form.outcome.waitMinutes
                  ? `We have had many enquiries from your connection, so we cannot take yours right now. It is saved on this device and will be sent by itself in about ${minutesText(form.outcome.waitMinutes)}. `
                  : "We could not reach our office just now. Your enquiry is saved on this device, and we will send it as soon as we reach the office, even if you close this page. "}
                If it cannot wait, send it now <ChatLink url={form.outcome.chatUrl}>on WhatsApp</ChatLink> or{" "}
                <a href={form.outcome.mailUrl}>by e-mail</a>.
              </>
            )}
          </p>
        )}
      </form>
      <EnquiryOutbox />
      {form.Toasts && <form.Toasts />}
    </div>
  );
}

function ChatLink({ url, children }: { url: string; children: React.ReactNode }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
