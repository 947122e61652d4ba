import { fieldError } from "./enquiry";
import { MAX_ADULTS, MAX_CHILDREN, validateTrip, type TripPrefill } from "./trip-details";
import { CONTACT_PARAMS } from "./routes";

/*
 * What pages hand the enquiry form: a trip's subject and draft, and /contact's prefill from its address. Apart from the
 * form's own module (trip-enquiry.ts), whose script loads when the visitor comes near the form (design decision 36).
 */

/** "Enquiry: Munnar Hills", the subject an enquiry about one trip starts with. */
export function tripEnquirySubject(tripName: string, words = "Enquiry: {name}"): string {
  const name = tripName.trim();
  if (name === "") throw new Error("tripEnquirySubject: the trip name is empty");
  return words.replace("{name}", name);
}

/**
 * The subject to prefill on /contact from its query string (`?trip=Munnar`), or undefined when there is none.
 * A trip name the enquiry rules would refuse as a subject (too long, control characters) prefills nothing:
 * the visitor did not type it, so the form should not start with an error they did not cause.
 */
export function subjectFromContactSearch(search: string): string | undefined {
  const trip = new URLSearchParams(search).get(CONTACT_PARAMS.trip)?.trim();
  if (!trip) return undefined;
  const subject = tripEnquirySubject(trip);
  return fieldError("subject", subject) ? undefined : subject;
}

/** One draft per trip, shared by its details and itinerary pages: what was typed on one is there on the other. */
export const tripDraftKey = (tripId: string): string => `destination-${tripId}`;

// A trip every rule accepts, to check one prefilled value at a time against the same rules as the form.
const ACCEPTED_TRIP = { when: { type: "flexible" }, adults: MAX_ADULTS, children: [], rooms: 1, from: "Kochi" };
const WHOLE = /^\d{1,9}$/;

/**
 * What /contact prefills in the trip's fields from its query string (CONTACT_PARAMS): the trip's length from Book
 * Now, and what a landing page's link says, e.g. `adults=2&rooms=1`, `when=2027-03`, `when=flexible`,
 * `when=2027-03-12/2027-03-18`, `children=7,4` (their ages), `from=Kochi`, `budget=30000`. As with the subject, a
 * value the rules would refuse (a month gone by, 0 adults) prefills nothing: the visitor did not type it.
 */
export function tripPrefillFromContactSearch(search: string, today: string): TripPrefill | undefined {
  const params = new URLSearchParams(search);
  const read = (name: keyof typeof CONTACT_PARAMS) => params.get(CONTACT_PARAMS[name])?.trim() ?? "";
  const accepted = (override: Record<string, unknown>, key: string) => {
    const result = validateTrip({ ...ACCEPTED_TRIP, ...override }, today);
    return !("fields" in result) || !Object.keys(result.fields).some((problem) => problem.startsWith(`trip.${key}`));
  };
  const prefill: TripPrefill = {};

  const days = read("days");
  if (WHOLE.test(days) && Number(days) >= 1 && Number(days) <= 365) prefill.days = Number(days);

  const when = read("when");
  const [start = "", end = ""] = when.split("/");
  if (when === "flexible") prefill.when = "flexible";
  else if (/^\d{4}-\d{2}$/.test(when) && accepted({ when: { type: "month", month: when } }, "when")) {
    Object.assign(prefill, { when: "month", month: when });
  } else if (when.includes("/") && accepted({ when: { type: "dates", start, end } }, "when")) {
    Object.assign(prefill, { when: "dates", start, end });
  }

  for (const name of ["adults", "rooms"] as const) {
    const value = read(name);
    if (WHOLE.test(value) && accepted({ [name]: Number(value) }, name)) prefill[name] = value;
  }

  const ages = read("children") === "" ? [] : read("children").split(",");
  if (
    ages.length > 0 &&
    ages.length <= MAX_CHILDREN &&
    ages.every((age) => WHOLE.test(age.trim())) &&
    accepted({ children: ages.map(Number) }, "children")
  ) {
    prefill.children = String(ages.length);
    prefill.childAges = ages.map((age) => String(Number(age)));
  }

  const from = read("from");
  if (from && accepted({ from }, "from")) prefill.from = from;

  const budget = read("budget");
  if (WHOLE.test(budget) && accepted({ budgetPerPerson: Number(budget) }, "budgetPerPerson")) prefill.budget = budget;

  return Object.keys(prefill).length > 0 ? prefill : undefined;
}
