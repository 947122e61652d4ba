import { useEffect, useRef, useState, type FormEvent } from "react";
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
  type Enquiry,
  type EnquiryDraft,
  type EnquiryField,
  type FieldErrors,
} from "../lib/enquiry";
import { localIsoDate } from "../lib/dates";
import { enquiryMailto } from "../lib/outbox";
import { siteFacts } from "../lib/site";
import {
  EMPTY_TRIP_FORM,
  TRIP_ERROR_ORDER,
  TRIP_TEXT_FIELDS,
  tripDraftWithoutPrefill,
  withChildren,
  withStartDate,
  withTripPrefill,
  type TripErrorKey,
  type TripForm,
  type TripPrefill,
  type TripTextField,
} from "../lib/trip-details";
import { checkTripEnquiry, draftWithoutPrefill, withSubjectPrefill, type TripFieldsOptions } from "../lib/trip-enquiry";
import { enquiryMessage, whatsappUrl } from "../lib/whatsapp";
import { addToOutbox, forgetPersonalData, useEnquiryOutbox } from "./useEnquiryOutbox";
import { useHydrated } from "./useHydrated";
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
  /** Shows the trip's fields (when, who, rooms, from, budget); their prefill is applied once mounted, like the subject's. */
  trip?: TripFieldsOptions;
  /** A line sent after the visitor's message (the trips of a shortlist); with it the message may be left empty. */
  addedLine?: string;
}

/** A field the form can mark: one of the enquiry's or one of the trip's, keyed as the API keys them. */
export type FormField = EnquiryField | TripErrorKey;

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

/** The trip's fields as the inputs hold them before the script ran (radios by their checked one): "" when empty. */
function typedTripFields(form: HTMLFormElement): Partial<TripForm> {
  const typed: Partial<TripForm> = {};
  for (const field of TRIP_TEXT_FIELDS) {
    const input = form.elements.namedItem(`trip.${field}`);
    const value = input instanceof HTMLInputElement || input instanceof RadioNodeList ? input.value : "";
    if (value !== "") Object.assign(typed, { [field]: value });
  }
  return typed;
}

/**
 * The enquiry form's state: the draft (restored once mounted, saved on every change, cleared once
 * accepted), validation by the shared enquiry rules, one send at a time, the toasts and where focus goes.
 * Nothing typed is lost: a failed send leaves every field as it was.
 */
export function useEnquiryForm({
  idPrefix,
  draftKey,
  fixedSubject,
  subjectPrefill,
  trip: tripOptions,
  addedLine,
}: EnquiryFormOptions) {
  const [values, setValues] = useState<Enquiry>(EMPTY_ENQUIRY);
  const [trip, setTrip] = useState<TripForm>(EMPTY_TRIP_FORM);
  const tripShown = tripOptions !== undefined;
  const tripRequired = tripOptions?.required ?? false;
  const tripPrefill = tripOptions?.prefill;
  // Pages build the prefill afresh on every render: the restore runs again only when what it says changes.
  const tripPrefillKey = JSON.stringify(tripPrefill ?? null);
  // Travel offers only on the visitor's own tick: never preset, never kept in a draft, cleared after each send.
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const noticeVersion = usePrivacyNoticeVersion();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  const hydrated = useHydrated();
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
  /** The id of a field's input: "trip.when.start" → "enquiry-trip-start"; a choice of when → its first option. */
  const inputId = (field: FormField) =>
    id(
      field === "trip" || field === "trip.when"
        ? "trip-when-month"
        : field.replace("trip.when.", "trip.").replace(/\./g, "-"),
    );
  // The shown fields, in form order, each required or not as the shared rules say; asking for a quote, the trip's
  // line is the message, so the visitor need not write one.
  const fields = ENQUIRY_RULES.filter(({ field }) => !(fixedSubject && field === "subject")).map((rule) =>
    rule.field === "message" && (tripRequired || addedLine) ? { ...rule, required: false } : rule,
  );
  const enquiry: Enquiry = { ...values, subject: fixedSubject ?? values.subject };
  const check = () =>
    checkTripEnquiry(enquiry, tripShown ? trip : undefined, {
      required: tripRequired,
      today: localIsoDate(),
      addedLine,
    });
  /** What the draft keeps: the visitor's own text, no prefill. */
  const draftOf = (next: Enquiry, nextTrip: TripForm): EnquiryDraft => ({
    ...draftWithoutPrefill(next, subjectPrefill),
    ...(tripShown ? { trip: tripDraftWithoutPrefill(nextTrip, tripPrefill) } : {}),
  });

  useEffect(() => {
    // The server HTML cannot know this visitor's draft, so it is restored once mounted; text typed
    // before the script ran (a slow phone) is in the inputs but not in state, and wins over the draft.
    // The prefill is applied here, not in the server HTML: /contact only learns its trip from the URL.
    const draft: EnquiryDraft = loadDraft(draftKey) ?? EMPTY_ENQUIRY;
    const { trip: draftTrip, ...restored } = draft;
    let restoredTrip = tripShown ? (draftTrip ?? EMPTY_TRIP_FORM) : EMPTY_TRIP_FORM;
    let typedEarly = false;
    const form = restoredOnce.current ? null : formRef.current;
    for (const { field } of ENQUIRY_RULES) {
      const input = form?.elements.namedItem(field);
      if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value !== "") {
        restored[field] = input.value;
        typedEarly = true;
      }
    }
    const typedTrip = form && tripShown ? typedTripFields(form) : {};
    if (Object.keys(typedTrip).length > 0) {
      const { children, ...rest } = typedTrip;
      restoredTrip = { ...restoredTrip, ...rest };
      if (children !== undefined) restoredTrip = withChildren(restoredTrip, children);
      typedEarly = true;
    }
    restoredOnce.current = true;
    if (typedEarly) saveDraft(draftKey, tripShown ? { ...restored, trip: restoredTrip } : restored);
    if (!isBlankEnquiry({ ...restored, trip: restoredTrip })) firstInputAt.current = TYPED_EARLIER;
    const prefill = JSON.parse(tripPrefillKey) as TripPrefill | null;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(withSubjectPrefill(restored, subjectPrefill));
    setTrip(withTripPrefill(restoredTrip, prefill ?? undefined));
  }, [draftKey, subjectPrefill, tripShown, tripPrefillKey]);

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
    saveDraft(draftKey, draftOf(next, trip));
    if (errors[field]) setErrors({ ...errors, [field]: fieldError(field, value) });
  };

  // A marked trip field is checked again as the visitor changes any of them (adults can settle a rooms problem);
  // an unmarked one waits for the next send.
  const applyTrip = (next: TripForm) => {
    markStarted();
    setTrip(next);
    saveDraft(draftKey, draftOf(values, next));
    const marked = (Object.keys(errors) as FormField[]).filter((field) => field.startsWith("trip"));
    if (marked.length === 0) return;
    const now = checkTripEnquiry(enquiry, next, { required: tripRequired, today: localIsoDate(), addedLine }).errors;
    setErrors({ ...errors, ...Object.fromEntries(marked.map((field) => [field, now[field]])) });
  };

  const updateTrip = (field: TripTextField, value: string) =>
    applyTrip(
      field === "children"
        ? withChildren(trip, value)
        : field === "start"
          ? withStartDate(trip, value, tripPrefill?.days)
          : { ...trip, [field]: value },
    );

  const updateChildAge = (index: number, value: string) =>
    applyTrip({ ...trip, childAges: trip.childAges.map((age, at) => (at === index ? value : age)) });

  // Form order: the enquiry's fields, the trip's, then the message (the form shows the trip's fields before it).
  const firstInvalid = (problems: FieldErrors): FormField | undefined => {
    const shown = fields.filter(({ field }) => field !== "message").map(({ field }): FormField => field);
    const order: FormField[] = [...shown, ...TRIP_ERROR_ORDER, "message"];
    return order.find((field) => problems[field]) ?? (Object.keys(problems)[0] as FormField | undefined);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const { errors: problems, enquiry: outgoing, trip: tripDetails } = check();
    const invalid = firstInvalid(problems);
    if (invalid) {
      setErrors(problems);
      setSent(null);
      focusNext.current = inputId(invalid);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setErrors({});
    setSent(null);
    const toastsReady = loadToasts();
    // One key per enquiry: the outbox retries with it, so the office stores the enquiry once.
    const consent = { noticeVersion, marketingOptIn };
    const text = JSON.stringify({ enquiry: outgoing, consent, trip: tripDetails });
    const key = unsentKey.current?.text === text ? unsentKey.current.key : newEnquiryKey();
    unsentKey.current = null;
    const fillMs = msSince(firstInputAt.current);
    const trap = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    const result = await sendEnquiry(outgoing, {
      key,
      fillMs,
      trap: trap instanceof HTMLInputElement ? trap.value : "",
      consent,
      trip: tripDetails,
    });
    const notify = await toastsReady;
    inFlight.current = false;
    setSending(false);
    const worthRetrying = !result.ok && result.reason !== "invalid" && result.reason !== "rejected";
    // Kept on this device only if storage took it and reads it back; otherwise nothing may say it is saved.
    const queued = worthRetrying && addToOutbox({ key, enquiry: outgoing, consent, trip: tripDetails, fillMs }, result);
    if (result.ok || queued) {
      // Sent, or kept in the outbox to be sent by itself: either way the form starts afresh.
      setValues(withSubjectPrefill(EMPTY_ENQUIRY, subjectPrefill));
      setTrip(withTripPrefill(EMPTY_TRIP_FORM, tripPrefill));
      setMarketingOptIn(false);
      clearDraft(draftKey);
      firstInputAt.current = null;
    }
    focusNext.current = id("outcome");
    if (result.ok) {
      setSent({ kind: "sent", chatUrl: whatsappUrl(enquiryMessage(outgoing)) });
      notify?.showSuccess();
      return;
    }
    if (queued) {
      const waitMinutes = result.reason === "rate-limited" ? Math.ceil(result.retryAfterSeconds / 60) : undefined;
      setSent({
        kind: "queued",
        key,
        chatUrl: whatsappUrl(enquiryMessage(outgoing)),
        mailUrl: mailTo(outgoing),
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
    focusNext.current = serverInvalid ? inputId(serverInvalid) : id("submit");
    notify?.showFailure();
  }

  /** "Forget my details": this form, every draft and the outbox on this device are cleared. */
  const forget = () => {
    const cleared = forgetPersonalData();
    setValues(withSubjectPrefill(EMPTY_ENQUIRY, subjectPrefill));
    setTrip(withTripPrefill(EMPTY_TRIP_FORM, tripPrefill));
    setMarketingOptIn(false);
    setErrors({});
    unsentKey.current = null;
    firstInputAt.current = null;
    setSent({ kind: "forgotten", cleared });
    focusNext.current = id("outcome");
  };

  // A failed enquiry is still in the fields, so its WhatsApp link follows what they say now (the trip's line too).
  // A queued enquiry that the outbox has since sent is thanked for; one the visitor removed has no note left.
  const outcome: EnquiryOutcome = (() => {
    if (sent?.kind === "failed" || sent?.kind === "unsaved") {
      const asSent = check().enquiry;
      return sent.kind === "failed"
        ? { kind: "failed", chatUrl: whatsappUrl(enquiryMessage(asSent)) }
        : { kind: "unsaved", chatUrl: whatsappUrl(enquiryMessage(asSent)), mailUrl: mailTo(asSent) };
    }
    if (sent?.kind !== "queued") return sent;
    if (outbox.sentKeys.includes(sent.key)) return { kind: "sent", chatUrl: sent.chatUrl };
    return outbox.entries.some((entry) => entry.key === sent.key) ? sent : null;
  })();

  return {
    id,
    inputId,
    formRef,
    fields,
    values,
    trip,
    tripRequired,
    /** The trip's length in days, when the page knows it: the last day follows the first. */
    tripDays: tripPrefill?.days,
    marketingOptIn,
    setMarketingOptIn,
    errors,
    sending,
    hydrated,
    outcome,
    /** Something of this visitor's is in the form or kept on the device, so "Forget my details" has work to do. */
    hasPersonalData: !isBlankEnquiry(draftOf(values, trip)) || outbox.entries.length > 0,
    /** The toast container, once its module has loaded. */
    Toasts: toasts?.EnquiryToasts ?? null,
    update,
    updateTrip,
    updateChildAge,
    handleSubmit,
    /** For the form's focus: the clock of `fillMs` starts and the toasts' module loads. */
    handleFocus: () => {
      markStarted();
      void loadToasts();
    },
    forget,
  };
}
