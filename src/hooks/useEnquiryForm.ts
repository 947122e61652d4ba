import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import {
  ENQUIRY_RULES,
  EMPTY_ENQUIRY,
  HONEYPOT_FIELD,
  isBlankEnquiry,
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
import { addToOutbox, forgetPersonalData, useEnquiryOutbox } from "./useEnquiryOutbox";
import { usePrivacyNoticeVersion } from "./usePrivacyNotice";

type ToastsModule = typeof import("../components/forms/enquiry-toasts");

export interface EnquiryFormOptions {
  /** Prefix of every id in the form ("contact" → "contact-name"): focus moves to elements by these ids. */
  idPrefix: string;
  /** Where the visitor's unsent text is kept on the device (src/lib/device-storage.ts). */
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
  | Queued
  /** Neither sent nor saved (the office unreachable, this device's storage blocked or full): the text stays in the form. */
  | { kind: "unsaved"; chatUrl: string; mailUrl: string }
  /** "Forget my details" cleared this device (or could not, when storage refused). */
  | Forgotten
  | null;
type Queued = { kind: "queued"; chatUrl: string; mailUrl: string; waitMinutes?: number };
type Forgotten = { kind: "forgotten"; cleared: boolean };

// What the last send came to; a failure's links are built at render time, from the fields as they are then.
type Sent =
  | { kind: "sent"; chatUrl: string }
  | (Queued & { key: string })
  | Forgotten
  | { kind: "failed" }
  | { kind: "unsaved" }
  | null;

// A draft from an earlier visit (or typed before the script ran) was not typed in a hurry by a bot.
const TYPED_EARLIER = 0;
const mailTo = (enquiry: Enquiry) => enquiryMailto(siteFacts.emails[0]?.address ?? "", enquiry);
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
  // Travel offers only on the visitor's own tick: never preset, never kept in a draft, cleared after each send.
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const noticeVersion = usePrivacyNoticeVersion();
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
  // When the visitor first touched the form (focus, typing, autofill or paste): the API flags a submit within 3 s of
  // that as suspect (stored, flagged), so the clock starts as early as a person can be said to have begun.
  const firstInputAt = useRef<number | null>(null);
  // An enquiry that was neither sent nor saved keeps its key: if its try did reach the office after all, sending the
  // same text again must not store it twice (a changed text is a new enquiry, with a new key).
  const unsentKey = useRef<{ key: string; text: string } | null>(null);
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

  const markStarted = () => {
    firstInputAt.current ??= timeNow();
  };

  const update = (field: EnquiryField, value: string) => {
    markStarted();
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
    const consent = { noticeVersion, marketingOptIn };
    const text = JSON.stringify({ enquiry, consent });
    const key = unsentKey.current?.text === text ? unsentKey.current.key : newEnquiryKey();
    unsentKey.current = null;
    const fillMs = msSince(firstInputAt.current);
    const trap = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    const result = await sendEnquiry(enquiry, {
      key,
      fillMs,
      trap: trap instanceof HTMLInputElement ? trap.value : "",
      consent,
    });
    const notify = await toastsReady;
    inFlight.current = false;
    setSending(false);
    const worthRetrying = !result.ok && result.reason !== "invalid" && result.reason !== "rejected";
    // Kept on this device only if storage took it and reads it back; otherwise nothing may say it is saved.
    const queued = worthRetrying && addToOutbox(key, enquiry, consent, fillMs, result);
    if (result.ok || queued) {
      // Sent, or kept in the outbox to be sent by itself: either way the form starts afresh.
      setValues(withSubjectPrefill(EMPTY_ENQUIRY, subjectPrefill));
      setMarketingOptIn(false);
      clearDraft(draftKey);
      firstInputAt.current = null;
    }
    focusNext.current = id("outcome");
    if (result.ok) {
      setSent({ kind: "sent", chatUrl: whatsappUrl(enquiryMessage(enquiry)) });
      notify?.showSuccess();
      return;
    }
    if (queued) {
      const waitMinutes = result.reason === "rate-limited" ? Math.ceil(result.retryAfterSeconds / 60) : undefined;
      setSent({
        kind: "queued",
        key,
        chatUrl: whatsappUrl(enquiryMessage(enquiry)),
        mailUrl: mailTo(enquiry),
        waitMinutes,
      });
      notify?.showQueued();
      return;
    }
    if (worthRetrying) {
      unsentKey.current = { key, text };
      setSent({ kind: "unsaved" });
      notify?.showFailure();
      return;
    }
    const serverInvalid = result.reason === "invalid" ? firstInvalid(result.fields) : undefined;
    if (result.reason === "invalid") setErrors(result.fields);
    setSent({ kind: "failed" });
    focusNext.current = serverInvalid ? id(serverInvalid) : id("submit");
    notify?.showFailure();
  }

  /** "Forget my details": this form, every draft and the outbox on this device are cleared. */
  const forget = () => {
    const cleared = forgetPersonalData();
    setValues(withSubjectPrefill(EMPTY_ENQUIRY, subjectPrefill));
    setMarketingOptIn(false);
    setErrors({});
    unsentKey.current = null;
    firstInputAt.current = null;
    setSent({ kind: "forgotten", cleared });
    focusNext.current = id("outcome");
  };

  // A failed enquiry is still in the fields, so its WhatsApp link follows what they say now.
  // A queued enquiry that the outbox has since sent is thanked for; one the visitor removed has no note left.
  const outcome: EnquiryOutcome = (() => {
    if (sent?.kind === "failed") return { kind: "failed", chatUrl: whatsappUrl(enquiryMessage(enquiry)) };
    if (sent?.kind === "unsaved") {
      return { kind: "unsaved", chatUrl: whatsappUrl(enquiryMessage(enquiry)), mailUrl: mailTo(enquiry) };
    }
    if (sent?.kind !== "queued") return sent;
    if (outbox.sentKeys.includes(sent.key)) return { kind: "sent", chatUrl: sent.chatUrl };
    return outbox.entries.some((entry) => entry.key === sent.key) ? sent : null;
  })();

  return {
    id,
    formRef,
    fields,
    values,
    marketingOptIn,
    setMarketingOptIn,
    errors,
    sending,
    hydrated,
    outcome,
    /** Something of this visitor's is in the form or kept on the device, so "Forget my details" has work to do. */
    hasPersonalData: !isBlankEnquiry(draftWithoutPrefill(values, subjectPrefill)) || outbox.entries.length > 0,
    /** The toast container, once its module has loaded. */
    Toasts: toasts?.EnquiryToasts ?? null,
    update,
    handleSubmit,
    /** For the form's focus: the clock of `fillMs` starts and the toasts' module loads. */
    handleFocus: () => {
      markStarted();
      void loadToasts();
    },
    forget,
  };
}
