import React, { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import {
  EMPTY_ENQUIRY,
  clearDraft,
  fieldError,
  loadDraft,
  saveDraft,
  sendEnquiry,
  validateEnquiry,
  type Enquiry,
  type EnquiryField,
  type FieldErrors,
} from "../../lib/enquiry";
import { enquiryMessage, whatsappUrl } from "../../lib/whatsapp";
import * as styles from "./ContactForm.module.css";

type ToastsModule = typeof import("./enquiry-toasts");

export interface ContactFormProps {
  /** Prefix of every id in the form ("contact" → "contact-name"), so several forms can share a page. */
  idPrefix: string;
  heading: string;
  headingLevel?: 2 | 3;
  intro?: string;
  /** Where this form keeps the visitor's unsent text (localStorage): one key per place the form is used. */
  draftKey: string;
  /** Sends this subject and hides the subject field (e.g. the reply form on /service-details). */
  fixedSubject?: string;
  submitLabel?: string;
}

interface FieldSpec {
  field: EnquiryField;
  label: string;
  type: "text" | "email" | "tel" | "textarea";
  autoComplete?: string;
  wide?: boolean;
}

const FIELDS: FieldSpec[] = [
  { field: "name", label: "Your name", type: "text", autoComplete: "name" },
  { field: "email", label: "E-mail", type: "email", autoComplete: "email" },
  // Optional and visible: our planners usually answer by phone or WhatsApp, and many visitors prefer that.
  { field: "phone", label: "Phone (optional)", type: "tel", autoComplete: "tel" },
  { field: "subject", label: "Subject", type: "text" },
  { field: "message", label: "Message", type: "textarea", wide: true },
];

const noSubscription = () => () => undefined;

type Outcome = { kind: "sent"; chatUrl: string } | { kind: "failed" } | null;

/**
 * The one enquiry form. Nothing typed is lost: a draft is kept until the enquiry is accepted, a failed
 * send leaves every field as it was, and a second submit while one is on its way is ignored.
 */
export function ContactForm({
  idPrefix,
  heading,
  headingLevel = 2,
  intro,
  draftKey,
  fixedSubject,
  submitLabel = "Send Message",
}: ContactFormProps) {
  const [values, setValues] = useState<Enquiry>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // False in the server HTML and during hydration, true once the script runs.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [toasts, setToasts] = useState<ToastsModule | null>(null);
  const inFlight = useRef(false);
  const toastsLoading = useRef<Promise<ToastsModule | null> | null>(null);
  const focusNext = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const id = (part: string) => `${idPrefix}-${part}`;
  const fields = FIELDS.filter((spec) => !(fixedSubject && spec.field === "subject"));
  const Heading = headingLevel === 2 ? "h2" : "h3";

  useEffect(() => {
    // The server HTML cannot know this visitor's draft, so it is restored once mounted; text typed
    // before the script ran (a slow phone) is in the inputs but not in state, and wins over the draft.
    const restored = { ...(loadDraft(draftKey) ?? EMPTY_ENQUIRY) };
    let typedEarly = false;
    for (const { field } of FIELDS) {
      const input = formRef.current?.elements.namedItem(field);
      if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value !== "") {
        restored[field] = input.value;
        typedEarly = true;
      }
    }
    if (typedEarly) saveDraft(draftKey, restored);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(restored);
  }, [draftKey]);

  // Focus moves only after React has rendered the state it points at (a disabled button cannot take focus).
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const loadToasts = () => {
    toastsLoading.current ??= import("./enquiry-toasts")
      .then((module) => {
        setToasts(module);
        return module;
      })
      .catch(() => {
        toastsLoading.current = null;
        return null;
      });
    return toastsLoading.current;
  };

  const update = (field: EnquiryField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(draftKey, next);
    if (errors[field]) setErrors({ ...errors, [field]: fieldError(field, value) });
  };

  const firstInvalid = (problems: FieldErrors) => fields.find(({ field }) => problems[field])?.field;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const enquiry: Enquiry = { ...values, subject: fixedSubject ?? values.subject };
    const problems = validateEnquiry(enquiry);
    const invalid = firstInvalid(problems);
    if (invalid) {
      setErrors(problems);
      setOutcome(null);
      focusNext.current = id(invalid);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setErrors({});
    setOutcome(null);
    const toastsReady = loadToasts();
    const result = await sendEnquiry(enquiry);
    const notify = await toastsReady;
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      setValues(EMPTY_ENQUIRY);
      clearDraft(draftKey);
      setOutcome({ kind: "sent", chatUrl: whatsappUrl(enquiryMessage(enquiry)) });
      focusNext.current = id("outcome");
      notify?.showSuccess();
      return;
    }
    const serverInvalid = result.reason === "invalid" ? firstInvalid(result.fields) : undefined;
    if (result.reason === "invalid") setErrors(result.fields);
    setOutcome({ kind: "failed" });
    focusNext.current = serverInvalid ? id(serverInvalid) : id("submit");
    notify?.showFailure();
  }

  return (
    <div className={styles.block}>
      <Heading id={id("heading")} className={styles.heading}>
        {heading}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
      <form
        ref={formRef}
        id={id("form")}
        className={styles.form}
        aria-labelledby={id("heading")}
        // Once the script runs, inline messages replace the browser's bubbles.
        noValidate={hydrated}
        onSubmit={handleSubmit}
        onFocus={loadToasts}
      >
        <p className={styles.note}>All fields are required unless marked optional.</p>
        <div className={styles.grid}>
          {fields.map(({ field, label, type, autoComplete, wide }) => {
            const error = errors[field];
            const shared = {
              id: id(field),
              name: field,
              value: values[field],
              required: field !== "phone",
              autoComplete,
              "aria-invalid": error ? true : undefined,
              "aria-describedby": error ? id(`${field}-error`) : undefined,
              className: styles.input,
            };
            return (
              <div key={field} className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
                <label htmlFor={id(field)} className={styles.label}>
                  {label}
                </label>
                {type === "textarea" ? (
                  <textarea {...shared} rows={6} onChange={(event) => update(field, event.target.value)} />
                ) : (
                  <input
                    {...shared}
                    type={type}
                    inputMode={type === "tel" ? "tel" : undefined}
                    onChange={(event) => update(field, event.target.value)}
                  />
                )}
                {error && (
                  <p id={id(`${field}-error`)} className={styles.error}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {/* Disabled until the script runs: sending needs it, and a native submit would put the text in the URL. */}
        <div className={styles.actions}>
          <button id={id("submit")} type="submit" className="button button--brand" disabled={sending || !hydrated}>
            {sending ? "Sending..." : submitLabel}
          </button>
        </div>
        {outcome && (
          <p id={id("outcome")} tabIndex={-1} className={outcome.kind === "sent" ? styles.sent : styles.failed}>
            {outcome.kind === "sent" ? (
              <>
                Thank you, we have your enquiry and answer within one working day. For a quicker reply,{" "}
                <a href={outcome.chatUrl} target="_blank" rel="noopener noreferrer">
                  continue on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                .
              </>
            ) : (
              <>
                Your message was not sent; everything you typed is still here. Please try again, or{" "}
                <a
                  href={whatsappUrl(enquiryMessage({ ...values, subject: fixedSubject ?? values.subject }))}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  send it on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                .
              </>
            )}
          </p>
        )}
      </form>
      {toasts && <toasts.EnquiryToasts />}
    </div>
  );
}
