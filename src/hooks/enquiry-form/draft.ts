import { useEffect, useRef, useState } from "react";
import {
  ENQUIRY_RULES,
  EMPTY_ENQUIRY,
  isBlankEnquiry,
  clearDraft,
  loadDraft,
  saveDraft,
  type Enquiry,
  type EnquiryDraft,
  type EnquiryField,
} from "../../lib/enquiry";
import {
  EMPTY_TRIP_FORM,
  TRIP_TEXT_FIELDS,
  tripDraftWithoutPrefill,
  withChildren,
  withTripPrefill,
  type TripForm,
  type TripPrefill,
} from "../../lib/trip-details";
import { draftWithoutPrefill, withSubjectPrefill } from "../../lib/trip-enquiry";
import type { FillClock } from "./fill-clock";

export interface DraftOptions {
  /** Where the visitor's unsent text is kept on the device (src/lib/device-storage.ts). */
  draftKey: string;
  subjectPrefill?: string;
  /** The form shows the trip's fields, so the draft keeps them too. */
  tripShown: boolean;
  tripPrefill?: TripPrefill;
  /** Told when a restored draft holds the visitor's text. */
  clock: FillClock;
}

/** The enquiry's fields as the inputs hold them before the script ran: only those with text. */
function typedEnquiryFields(form: HTMLFormElement): Partial<Enquiry> {
  const typed: Partial<Enquiry> = {};
  for (const { field } of ENQUIRY_RULES) {
    const input = form.elements.namedItem(field);
    if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value !== "") {
      typed[field] = input.value;
    }
  }
  return typed;
}

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
 * What the visitor has typed, kept on the device: restored once mounted (text typed before the script ran wins
 * over the stored draft), saved on every change, cleared once the form starts afresh. Prefills fill the fields but
 * never the stored draft.
 */
export function useEnquiryDraft({ draftKey, subjectPrefill, tripShown, tripPrefill, clock }: DraftOptions) {
  const [values, setValues] = useState<Enquiry>(EMPTY_ENQUIRY);
  const [trip, setTrip] = useState<TripForm>(EMPTY_TRIP_FORM);
  const formRef = useRef<HTMLFormElement>(null);
  // Pages build the prefill afresh on every render: the restore runs again only when what it says changes.
  const tripPrefillKey = JSON.stringify(tripPrefill ?? null);
  // Inputs can only hold text typed before the script ran on the first restore; later the state has it all.
  const restoredOnce = useRef(false);

  useEffect(() => {
    // The server HTML cannot know this visitor's draft, so it is restored once mounted; text typed
    // before the script ran (a slow phone) is in the inputs but not in state, and wins over the draft.
    // The prefill is applied here, not in the server HTML: /contact only learns its trip from the URL.
    const { trip: draftTrip, ...stored }: EnquiryDraft = loadDraft(draftKey) ?? EMPTY_ENQUIRY;
    const form = restoredOnce.current ? null : formRef.current;
    const typed = form ? typedEnquiryFields(form) : {};
    const restored: Enquiry = { ...stored, ...typed };
    let restoredTrip = tripShown ? (draftTrip ?? EMPTY_TRIP_FORM) : EMPTY_TRIP_FORM;
    const typedTrip = form && tripShown ? typedTripFields(form) : {};
    if (Object.keys(typedTrip).length > 0) {
      const { children, ...rest } = typedTrip;
      restoredTrip = { ...restoredTrip, ...rest };
      if (children !== undefined) restoredTrip = withChildren(restoredTrip, children);
    }
    restoredOnce.current = true;
    const typedEarly = Object.keys(typed).length > 0 || Object.keys(typedTrip).length > 0;
    if (typedEarly) saveDraft(draftKey, tripShown ? { ...restored, trip: restoredTrip } : restored);
    if (!isBlankEnquiry({ ...restored, trip: restoredTrip })) clock.startedEarlier();
    const prefill = JSON.parse(tripPrefillKey) as TripPrefill | null;
    setValues(withSubjectPrefill(restored, subjectPrefill));
    setTrip(withTripPrefill(restoredTrip, prefill ?? undefined));
  }, [draftKey, subjectPrefill, tripShown, tripPrefillKey, clock]);

  /** What the draft keeps: the visitor's own text, no prefill. */
  const draftOf = (next: Enquiry, nextTrip: TripForm): EnquiryDraft => ({
    ...draftWithoutPrefill(next, subjectPrefill),
    ...(tripShown ? { trip: tripDraftWithoutPrefill(nextTrip, tripPrefill) } : {}),
  });

  return {
    formRef,
    values,
    trip,
    /** Something of the visitor's own is in the fields (a prefill is not). */
    hasText: !isBlankEnquiry(draftOf(values, trip)),
    change(field: EnquiryField, value: string) {
      const next = { ...values, [field]: value };
      setValues(next);
      saveDraft(draftKey, draftOf(next, trip));
    },
    changeTrip(next: TripForm) {
      setTrip(next);
      saveDraft(draftKey, draftOf(values, next));
    },
    /** The form starts afresh (prefills applied again) and the stored draft is removed. */
    clear() {
      setValues(withSubjectPrefill(EMPTY_ENQUIRY, subjectPrefill));
      setTrip(withTripPrefill(EMPTY_TRIP_FORM, tripPrefill));
      clearDraft(draftKey);
    },
  };
}
