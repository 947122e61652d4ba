import { useRef, useState, type FormEvent } from "react";
import { HONEYPOT_FIELD, sendEnquiry, type Enquiry, type EnquiryField } from "../lib/enquiry";
import { localIsoDate } from "../lib/dates";
import { withChildren, withStartDate, type TripForm, type TripTextField } from "../lib/trip-details";
import { checkTripEnquiry, type TripFieldsOptions } from "../lib/trip-enquiry";
import { deliveryOf, useEnquiryKeys } from "./enquiry-form/delivery";
import { useEnquiryDraft } from "./enquiry-form/draft";
import { useFillClock } from "./enquiry-form/fill-clock";
import { lastSendOf, outcomeOf, type EnquiryOutcome, type LastSend } from "./enquiry-form/outcome";
import { useEnquiryToasts } from "./enquiry-form/toasts";
import { firstInvalid, inputIdFor, shownFields, useFieldErrors, type FormField } from "./enquiry-form/validation";
import { forgetPersonalData, useEnquiryOutbox } from "./useEnquiryOutbox";
import { useFocusAfterRender } from "./useFocusAfterRender";
import { useHydrated } from "./useHydrated";
import { usePrivacyNoticeVersion } from "./usePrivacyNotice";
import { useEdition } from "../i18n/EditionContext";
import { currencyShownNow } from "../lib/currency-choice";
import { chatWords, problemSayer, useEnquiryText } from "../components/forms/enquiry-text";

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

const trapValue = (form: HTMLFormElement | null): string => {
  const trap = form?.elements.namedItem(HONEYPOT_FIELD);
  return trap instanceof HTMLInputElement ? trap.value : "";
};

/**
 * The enquiry form, step by step: the draft (./enquiry-form/draft), validation by the shared enquiry rules
 * (./enquiry-form/validation), one send at a time into the outbox when the office cannot take it yet
 * (./enquiry-form/delivery), the note on what became of it (./enquiry-form/outcome), the toasts and where focus goes.
 * Nothing typed is lost: a failed send leaves every field as it was.
 */
export function useEnquiryForm({
  idPrefix,
  draftKey,
  fixedSubject,
  subjectPrefill,
  trip,
  addedLine,
}: EnquiryFormOptions) {
  const tripShown = trip !== undefined;
  const tripRequired = trip?.required ?? false;
  const tripPrefill = trip?.prefill;
  const clock = useFillClock();
  const draft = useEnquiryDraft({ draftKey, subjectPrefill, tripShown, tripPrefill, clock });
  const { errors, setErrors, recheck, recheckTrip } = useFieldErrors();
  // Travel offers only on the visitor's own tick: never preset, never kept in a draft, cleared after each send.
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const noticeVersion = usePrivacyNoticeVersion();
  const edition = useEdition();
  const [sending, setSending] = useState(false);
  const [lastSend, setLastSend] = useState<LastSend>(null);
  const inFlight = useRef(false);
  const keys = useEnquiryKeys();
  const toasts = useEnquiryToasts();
  const focus = useFocusAfterRender();
  const outbox = useEnquiryOutbox();
  const hydrated = useHydrated();
  // Problems and the chat text in the words of the page's edition.
  const ownText = useEnquiryText();
  const say = problemSayer(ownText);
  const words = chatWords(ownText);

  const id = (part: string) => `${idPrefix}-${part}`;
  const inputId = (field: FormField) => inputIdFor(id, field);
  const fields = shownFields({ fixedSubject, messageOptional: tripRequired || Boolean(addedLine) });
  const enquiry: Enquiry = { ...draft.values, subject: fixedSubject ?? draft.values.subject };
  /** The enquiry as it would be sent with the trip's fields as given, and its problems. */
  const check = (tripForm: TripForm = draft.trip) =>
    checkTripEnquiry(enquiry, tripShown ? tripForm : undefined, {
      required: tripRequired,
      today: localIsoDate(),
      addedLine,
      say,
    });

  const update = (field: EnquiryField, value: string) => {
    clock.start();
    draft.change(field, value);
    recheck(field, value, say);
  };

  const applyTrip = (next: TripForm) => {
    clock.start();
    draft.changeTrip(next);
    recheckTrip(() => check(next).errors);
  };

  /** The form starts afresh: the fields, the stored draft, the offers tick and the fill clock. */
  const startAfresh = () => {
    draft.clear();
    setMarketingOptIn(false);
    clock.reset();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const { errors: problems, enquiry: outgoing, trip: tripDetails } = check();
    const invalid = firstInvalid(fields, problems);
    if (invalid) {
      setErrors(problems);
      setLastSend(null);
      focus(inputId(invalid));
      return;
    }
    inFlight.current = true;
    setSending(true);
    setErrors({});
    setLastSend(null);
    const toastsReady = toasts.load();
    // The edition the form is on and the currency trip prices showed: the office answers in that language.
    const currency = currencyShownNow();
    const consent = { noticeVersion, marketingOptIn, language: edition.code, ...(currency && { currency }) };
    const text = JSON.stringify({ enquiry: outgoing, consent, trip: tripDetails });
    const key = keys.keyFor(text);
    const fillMs = clock.elapsedMs();
    const trap = trapValue(draft.formRef.current);
    const result = await sendEnquiry(outgoing, { key, fillMs, trap, consent, trip: tripDetails });
    const notify = await toastsReady;
    inFlight.current = false;
    setSending(false);
    const delivery = deliveryOf(result, { key, enquiry: outgoing, consent, trip: tripDetails, fillMs });
    // Sent, or kept in the outbox to be sent by itself: either way the form starts afresh.
    if (delivery.kind === "sent" || delivery.kind === "queued") startAfresh();
    if (delivery.kind === "unsaved") keys.keepUnsent(key, text);
    setLastSend(lastSendOf(delivery, outgoing, key, words));
    if (delivery.kind === "refused") {
      if (delivery.fields) setErrors(delivery.fields);
      const serverInvalid = delivery.fields && firstInvalid(fields, delivery.fields);
      focus(serverInvalid ? inputId(serverInvalid) : id("submit"));
    } else {
      focus(id("outcome"));
    }
    if (delivery.kind === "sent") notify?.showSuccess(ownText("enquiry.toast.sent"));
    else if (delivery.kind === "queued") notify?.showQueued(ownText("enquiry.toast.queued"));
    else notify?.showFailure(ownText("enquiry.toast.failed"));
  }

  /** "Forget my details": this form, every draft and the outbox on this device are cleared. */
  const forget = () => {
    const cleared = forgetPersonalData();
    startAfresh();
    setErrors({});
    keys.forget();
    setLastSend({ kind: "forgotten", cleared });
    focus(id("outcome"));
  };

  const outcome: EnquiryOutcome = outcomeOf(lastSend, () => check().enquiry, outbox, words);

  return {
    id,
    inputId,
    formRef: draft.formRef,
    fields,
    values: draft.values,
    trip: draft.trip,
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
    hasPersonalData: draft.hasText || outbox.entries.length > 0,
    /** The toast container, once its module has loaded. */
    Toasts: toasts.Toasts,
    update,
    updateTrip: (field: TripTextField, value: string) =>
      applyTrip(
        field === "children"
          ? withChildren(draft.trip, value)
          : field === "start"
            ? withStartDate(draft.trip, value, tripPrefill?.days)
            : { ...draft.trip, [field]: value },
      ),
    updateChildAge: (index: number, value: string) =>
      applyTrip({ ...draft.trip, childAges: draft.trip.childAges.map((age, at) => (at === index ? value : age)) }),
    handleSubmit,
    /** For the form's focus: the clock of `fillMs` starts and the toasts' module loads. */
    handleFocus: () => {
      clock.start();
      void toasts.load();
    },
    forget,
  };
}
