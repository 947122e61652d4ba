import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import {
  ENQUIRY_RULES,
  EMPTY_ENQUIRY,
  HONEYPOT_FIELD,
  clearDraft,
  fieldError,
  loadDraft,
  newEnquiryKey,
  saveDraft,
  sendEnquiry,
  validateEnquiry,
  type Enquiry,
  type EnquiryField,
  type FieldErrors,
} from "../lib/enquiry";
import { enquiryMailto } from "../lib/outbox";
import { siteFacts } from "../lib/site";
import { draftWithoutPrefill, withSubjectPrefill } from "../lib/trip-enquiry";
import { enquiryMessage, whatsappUrl } from "../lib/whatsapp";
import { addToOutbox, useEnquiryOutbox } from "./useEnquiryOutbox";

type ToastsModule = typeof import("../components/forms/enquiry-toasts");

export interface EnquiryFormOptions {
  /** Prefix of every id in the form ("contact" → "contact-name"): focus moves to elements by these ids. */
  idPrefix: string;
  /** Where the visitor's unsent text is kept (localStorage). */
  draftKey: string;
  /** Sent instead of the subject field, which the form then does not show. */
  fixedSubject?: string;
  /** The subject the form starts with once mounted ("Enquiry: Munnar"); a subject in the visitor's draft wins. */
  subjectPrefill?: string;
}

/** After a send: the lasting note beside the button, with a WhatsApp link carrying the enquiry's text. */
export type EnquiryOutcome =
  | { kind: "sent" | "failed"; chatUrl: string }
  /** Not sent yet, kept in the outbox: `waitMinutes` when the office asked us to wait (429). */
  | { kind: "queued"; chatUrl: string; mailUrl: string; waitMinutes?: number }
  | null;

// What the last send came to; a failure's link is built at render time, from the fields as they are then.
type Sent =
  | Exclude<EnquiryOutcome, { kind: "failed" | "queued" } | null>
  | (Extract<EnquiryOutcome, { kind: "queued" }> & { key: string })
  | { kind: "failed" }
  | null;

// A draft from an earlier visit (or typed before the script ran) was not typed in a hurry by a bot.
const TYPED_EARLIER = 0;
const msSince = (start: number | null) => (start === null ? 0 : Date.now() - start);
const timeNow = () => Date.now();

const noSubscription = () => () => undefined;

/**
 * The enquiry form's state: the draft (restored once mounted, saved on every change, cleared once
 * accepted), validation by the shared enquiry rules, one send at a time, the toasts and where focus goes.
 * Nothing typed is lost: a failed send leaves every field as it was.
 */
export function useEnquiryForm({ idPrefix, draftKey, fixedSubject, subjectPrefill }: EnquiryFormOptions) {
  const [values, setValues] = useState<Enquiry>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
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
  const outbox = useEnquiryOutbox();
  // When the visitor first typed, pasted or autofilled: the API flags a submit within 3 s of that as suspect.
  const firstInputAt = useRef<number | null>(null);
  // Inputs can only hold text typed before the script ran on the first restore; later the state has it all.
  const restoredOnce = useRef(false);

  const id = (part: string) => `${idPrefix}-${part}`;
  // The shown fields, in form order, each required or not as the shared rules say.
  const fields = ENQUIRY_RULES.filter(({ field }) => !(fixedSubject && field === "subject"));
  const enquiry: Enquiry = { ...values, subject: fixedSubject ?? values.subject };

  useEffect(() => {
    // The server HTML cannot know this visitor's draft, so it is restored once mounted; text typed
    // before the script ran (a slow phone) is in the inputs but not in state, and wins over the draft.
    // The prefill is applied here, not in the server HTML: /contact only learns its trip from the URL.
    const restored = { ...(loadDraft(draftKey) ?? EMPTY_ENQUIRY) };
    let typedEarly = false;
    const form = restoredOnce.current ? null : formRef.current;
    for (const { field } of ENQUIRY_RULES) {
      const input = form?.elements.namedItem(field);
      if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value !== "") {
        restored[field] = input.value;
        typedEarly = true;
      }
    }
    restoredOnce.current = true;
    if (typedEarly) saveDraft(draftKey, restored);
    if (ENQUIRY_RULES.some(({ field }) => restored[field] !== "")) firstInputAt.current = TYPED_EARLIER;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(withSubjectPrefill(restored, subjectPrefill));
  }, [draftKey, subjectPrefill]);

  // Focus moves only after React has rendered the state it points at (a disabled button cannot take focus).
  useEffect(() => {
    // An outbox update can render first, before the note it points at: wait for the render that has it.
    const target = focusNext.current && document.getElementById(focusNext.current);
    if (!target) return;
    target.focus();
    focusNext.current = null;
  });

  const loadToasts = () => {
    toastsLoading.current ??= import("../components/forms/enquiry-toasts")
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
    firstInputAt.current ??= timeNow();
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(draftKey, draftWithoutPrefill(next, subjectPrefill));
    if (errors[field]) setErrors({ ...errors, [field]: fieldError(field, value) });
  };

  const firstInvalid = (problems: FieldErrors) => fields.find(({ field }) => problems[field])?.field;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const problems = validateEnquiry(enquiry);
    const invalid = firstInvalid(problems);
    if (invalid) {
      setErrors(problems);
      setSent(null);
      focusNext.current = id(invalid);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setErrors({});
    setSent(null);
    const toastsReady = loadToasts();
    // One key per enquiry: the outbox retries with it, so the office stores the enquiry once.
    const key = newEnquiryKey();
    const fillMs = msSince(firstInputAt.current);
    const trap = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    const result = await sendEnquiry(enquiry, {
      key,
      fillMs,
      trap: trap instanceof HTMLInputElement ? trap.value : "",
    });
    const notify = await toastsReady;
    inFlight.current = false;
    setSending(false);
    if (result.ok || (result.reason !== "invalid" && result.reason !== "rejected")) {
      // Sent, or kept in the outbox to be sent by itself: either way the form starts afresh.
      setValues(withSubjectPrefill(EMPTY_ENQUIRY, subjectPrefill));
      clearDraft(draftKey);
      firstInputAt.current = null;
    }
    const chatUrl = whatsappUrl(enquiryMessage(enquiry));
    if (result.ok) {
      setSent({ kind: "sent", chatUrl });
      focusNext.current = id("outcome");
      notify?.showSuccess();
      return;
    }
    if (result.reason !== "invalid" && result.reason !== "rejected") {
      addToOutbox(key, enquiry, fillMs, result);
      const waitMinutes = result.reason === "rate-limited" ? Math.ceil(result.retryAfterSeconds / 60) : undefined;
      const mailUrl = enquiryMailto(siteFacts.emails[0]?.address ?? "", enquiry);
      setSent({ kind: "queued", key, chatUrl, mailUrl, waitMinutes });
      focusNext.current = id("outcome");
      notify?.showQueued();
      return;
    }
    const serverInvalid = result.reason === "invalid" ? firstInvalid(result.fields) : undefined;
    if (result.reason === "invalid") setErrors(result.fields);
    setSent({ kind: "failed" });
    focusNext.current = serverInvalid ? id(serverInvalid) : id("submit");
    notify?.showFailure();
  }

  // A failed enquiry is still in the fields, so its WhatsApp link follows what they say now.
  // A queued enquiry that the outbox has since sent is thanked for; one the visitor removed has no note left.
  const outcome: EnquiryOutcome = (() => {
    if (sent?.kind === "failed") return { kind: "failed", chatUrl: whatsappUrl(enquiryMessage(enquiry)) };
    if (sent?.kind !== "queued") return sent;
    if (outbox.sentKeys.includes(sent.key)) return { kind: "sent", chatUrl: sent.chatUrl };
    return outbox.entries.some((entry) => entry.key === sent.key) ? sent : null;
  })();

  return {
    id,
    formRef,
    fields,
    values,
    errors,
    sending,
    hydrated,
    outcome,
    /** The toast container, once its module has loaded. */
    Toasts: toasts?.EnquiryToasts ?? null,
    update,
    handleSubmit,
    loadToasts,
  };
}
