import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import { HONEYPOT_FIELD, type EnquiryField } from "../../lib/enquiry";
import { ROUTES } from "../../lib/routes";
import { siteFacts } from "../../lib/site";
import type { TripFieldsOptions } from "../../lib/trip-enquiry";
import { useEnquiryForm } from "../../hooks/useEnquiryForm";
import { EnquiryOutbox } from "./EnquiryOutbox";
import { TripFields } from "./TripFields";
import * as styles from "./ContactForm.module.css";
import { ForgetDetails } from "./ForgetDetails";
import { richMessage, useEnquiryText, type EnquiryKey } from "./enquiry-text";
import { englishFact } from "../../i18n/rich-text";
import { useEdition, useText } from "../../i18n/EditionContext";
import { localLink } from "../../i18n/translated-pages";

export interface ContactFormProps {
  /** Prefix of every id in the form ("contact" → "contact-name"), so several forms can share a page. */
  idPrefix: string;
  heading: string;
  headingLevel?: 2 | 3;
  intro?: ReactNode;
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
  label: EnquiryKey;
  type: "text" | "email" | "tel" | "textarea";
  autoComplete?: string;
  wide?: boolean;
}

// How each field looks; which fields show and whether each is required come from the enquiry rules.
const LOOKS: Record<EnquiryField, FieldLook> = {
  name: { label: "enquiry.label.name", type: "text", autoComplete: "name" },
  email: { label: "enquiry.label.email", type: "email", autoComplete: "email" },
  // Optional and visible: our planners usually answer by phone or WhatsApp, and many visitors prefer that.
  phone: { label: "enquiry.label.phone", type: "tel", autoComplete: "tel" },
  subject: { label: "enquiry.label.subject", type: "text" },
  message: { label: "enquiry.label.message", type: "textarea", wide: true },
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
  submitLabel,
}: ContactFormProps) {
  const text = useEnquiryText();
  const edition = useEdition();
  const { formRef, ...form } = useEnquiryForm({
    idPrefix,
    draftKey,
    fixedSubject,
    subjectPrefill,
    trip: tripOptions,
    addedLine,
  });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const newTab = useText()("link.newTab");
  const chat = (url: string, key: EnquiryKey) => (
    <ChatLink url={url} newTab={newTab}>
      {text(key)}
    </ChatLink>
  );
  const mail = (url: string) => <a href={url}>{text("enquiry.byEmail")}</a>;
  // The reply time is one of the office's facts, written in English: marked so on another edition's page.
  const replyWithin = <span {...englishFact(edition.code)}>{siteFacts.replyWithin}</span>;

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
        <p className={styles.note}>{text("enquiry.note")}</p>
        <div className={styles.grid}>
          {form.fields.map(({ field, required }) => {
            const { type, autoComplete, wide } = LOOKS[field];
            const label = text(LOOKS[field].label);
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
                    {required ? label : text("enquiry.optional", { label })}
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
                      <strong>{text("enquiry.sentWith")}</strong> {addedLine}
                    </p>
                  )}
                </div>
              </React.Fragment>
            );
          })}
        </div>
        {/* The honeypot: not displayed (so no person, screen reader or autofill meets it); bots fill every input. */}
        <div hidden>
          <label htmlFor={form.id(HONEYPOT_FIELD)}>{text("enquiry.honeypot")}</label>
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
          <label htmlFor={form.id("offers")}>{text("enquiry.optIn")}</label>
        </div>
        <p id={form.id("purpose")} className={styles.purpose}>
          {text("enquiry.purpose")} <Link to={localLink(edition.code, ROUTES.privacy)}>{text("enquiry.privacy")}</Link>
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
            {form.sending ? text("enquiry.sending") : (submitLabel ?? text("enquiry.send"))}
          </button>
        </div>
        {form.hydrated && form.hasPersonalData && <ForgetDetails formId={form.id("form")} onForget={form.forget} />}
        {form.outcome && (
          <p
            id={form.id("outcome")}
            tabIndex={-1}
            className={form.outcome.kind === "sent" || form.outcome.kind === "forgotten" ? styles.sent : styles.failed}
          >
            {form.outcome.kind === "sent" &&
              richMessage(text, "enquiry.sent", { replyWithin, chat: chat(form.outcome.chatUrl, "enquiry.sent.chat") })}
            {form.outcome.kind === "failed" &&
              richMessage(text, "enquiry.failed", { chat: chat(form.outcome.chatUrl, "enquiry.failed.chat") })}
            {form.outcome.kind === "unsaved" &&
              richMessage(text, "enquiry.unsaved", {
                chat: chat(form.outcome.chatUrl, "enquiry.onWhatsApp"),
                mail: mail(form.outcome.mailUrl),
              })}
            {form.outcome.kind === "forgotten" &&
              text(form.outcome.cleared ? "enquiry.forgotten" : "enquiry.forgotten.blocked")}
            {form.outcome.kind === "queued" &&
              richMessage(
                text,
                form.outcome.waitMinutes ? "enquiry.queued.wait" : "enquiry.queued.offline",
                { chat: chat(form.outcome.chatUrl, "enquiry.onWhatsApp"), mail: mail(form.outcome.mailUrl) },
                { count: form.outcome.waitMinutes ?? 0 },
              )}
          </p>
        )}
      </form>
      <EnquiryOutbox />
      {form.Toasts && <form.Toasts />}
    </div>
  );
}

function ChatLink({ url, newTab, children }: { url: string; newTab: string; children: React.ReactNode }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{newTab}</span>
    </a>
  );
}
