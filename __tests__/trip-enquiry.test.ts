import { EMPTY_ENQUIRY } from "../src/lib/enquiry";
import { contactTripPath } from "../src/lib/routes";
import { EMPTY_TRIP_FORM, type TripForm } from "../src/lib/trip-details";
import { checkTripEnquiry, draftWithoutPrefill, withSubjectPrefill } from "../src/lib/trip-enquiry";
import {
  subjectFromContactSearch,
  tripDraftKey,
  tripEnquirySubject,
  tripPrefillFromContactSearch,
} from "../src/lib/trip-enquiry-prefill";
import { planningWhatsAppText, tripWhatsAppText, whatsappUrl } from "../src/lib/whatsapp";

const searchOf = (path: string) => path.slice(path.indexOf("?"));

describe("enquiries about one trip", () => {
  it("starts the subject with the trip's name", () => {
    expect(tripEnquirySubject(" Munnar Hills ")).toBe("Enquiry: Munnar Hills");
    expect(() => tripEnquirySubject("  ")).toThrow("tripEnquirySubject: the trip name is empty");
  });

  it("links Book Now to /contact?trip={name}, and /contact reads the same subject back from it", () => {
    expect(contactTripPath("Munnar")).toBe("/contact?trip=Munnar");
    expect(contactTripPath("Munnar", 3)).toBe("/contact?trip=Munnar&days=3");
    expect(subjectFromContactSearch(searchOf(contactTripPath("Munnar", 3)))).toBe("Enquiry: Munnar");
    expect(contactTripPath("Goa & Gokarna 2+2")).toBe("/contact?trip=Goa%20%26%20Gokarna%202%2B2");
    for (const name of ["Munnar", "Goa & Gokarna 2+2", "Dubai #1 (50% off)?", "മൂന്നാർ 🌴"])
      expect(subjectFromContactSearch(searchOf(contactTripPath(name)))).toBe(`Enquiry: ${name}`);
  });

  it("prefills nothing from a query without a usable trip", () => {
    expect(subjectFromContactSearch("")).toBeUndefined();
    expect(subjectFromContactSearch("?page=2")).toBeUndefined();
    expect(subjectFromContactSearch("?trip=")).toBeUndefined();
    expect(subjectFromContactSearch("?trip=%20%20")).toBeUndefined();
    // A subject the enquiry rules would refuse: the visitor would meet an error they did not cause.
    expect(subjectFromContactSearch(`?trip=${"a".repeat(191)}`)).toBe(`Enquiry: ${"a".repeat(191)}`);
    expect(subjectFromContactSearch(`?trip=${"a".repeat(192)}`)).toBeUndefined();
    expect(subjectFromContactSearch("?trip=Munnar%0AHills")).toBeUndefined();
    expect(subjectFromContactSearch("?trip=Munnar%E2%80%AEHills")).toBeUndefined();
  });

  it("lets a subject the visitor typed win over the prefill, and keeps an untouched prefill out of the draft", () => {
    const prefill = "Enquiry: Munnar";
    expect(withSubjectPrefill(EMPTY_ENQUIRY, prefill)).toEqual({ ...EMPTY_ENQUIRY, subject: prefill });
    expect(withSubjectPrefill({ ...EMPTY_ENQUIRY, subject: "Honeymoon" }, prefill).subject).toBe("Honeymoon");
    expect(withSubjectPrefill({ ...EMPTY_ENQUIRY, name: "Meera", subject: " " }, prefill)).toEqual({
      ...EMPTY_ENQUIRY,
      name: "Meera",
      subject: prefill,
    });
    expect(withSubjectPrefill(EMPTY_ENQUIRY, undefined)).toEqual(EMPTY_ENQUIRY);

    expect(draftWithoutPrefill({ ...EMPTY_ENQUIRY, name: "Meera", subject: prefill }, prefill)).toEqual({
      ...EMPTY_ENQUIRY,
      name: "Meera",
    });
    expect(draftWithoutPrefill({ ...EMPTY_ENQUIRY, subject: `${prefill} in June` }, prefill).subject).toBe(
      `${prefill} in June`,
    );
    expect(draftWithoutPrefill({ ...EMPTY_ENQUIRY, subject: prefill }, undefined).subject).toBe(prefill);
  });

  it("keeps one draft per trip, as the details page always has", () => {
    expect(tripDraftKey("dst-munnar")).toBe("destination-dst-munnar");
  });
});

describe("the trip's fields prefilled on /contact from its address", () => {
  const TODAY = "2026-11-24";
  const prefillOf = (query: string) => tripPrefillFromContactSearch(query, TODAY);

  it("takes the trip's length from Book Now, and what a landing page's link says", () => {
    expect(prefillOf(searchOf(contactTripPath("Munnar", 3)))).toEqual({ days: 3 });
    expect(prefillOf("?trip=Kerala%20honeymoon&adults=2&rooms=1")).toEqual({ adults: "2", rooms: "1" });
    expect(prefillOf("?trip=Goa&when=2027-03&children=7,0&from=Kochi&budget=30000")).toEqual({
      when: "month",
      month: "2027-03",
      children: "2",
      childAges: ["7", "0"],
      from: "Kochi",
      budget: "30000",
    });
    expect(prefillOf("?when=2027-03-12/2027-03-18")).toEqual({ when: "dates", start: "2027-03-12", end: "2027-03-18" });
    expect(prefillOf("?when=flexible")).toEqual({ when: "flexible" });
    expect(prefillOf("?trip=Munnar")).toBeUndefined();
    expect(prefillOf("")).toBeUndefined();
  });

  it("prefills nothing the rules would refuse: the visitor would meet an error they did not cause", () => {
    expect(prefillOf("?days=0&adults=0&rooms=-1&children=18&budget=0&from=Kochi%0AX&when=2026-10")).toBeUndefined();
    expect(prefillOf("?when=2026-11-20/2026-11-30&children=1,2,3,4,5,6,7&adults=2.5&budget=30k")).toEqual({
      children: "7",
      childAges: ["1", "2", "3", "4", "5", "6", "7"],
    });
    const children21 = Array.from({ length: 21 }, () => "5").join(",");
    expect(prefillOf(`?when=2029-01&children=${children21}&adults=21&rooms=21&budget=900`)).toBeUndefined();
    expect(prefillOf("?when=2027-03-18/2027-03-12&days=400&rooms=1")).toEqual({ rooms: "1" });
  });
});

describe("an enquiry with the trip's fields", () => {
  const TODAY = "2026-11-24";
  const enquiry = { name: "Meera", email: "meera@example.in", phone: "", subject: "Enquiry: Munnar", message: "" };
  const trip: TripForm = {
    ...EMPTY_TRIP_FORM,
    when: "flexible",
    adults: "2",
    rooms: "1",
    from: "Kochi",
  };
  const LINE = "Travel: dates flexible · 2 adults · 1 room · from Kochi";

  it("asking for a quote, sends the trip's line as the message when the visitor wrote none", () => {
    expect(checkTripEnquiry(enquiry, trip, { required: true, today: TODAY })).toEqual({
      errors: {},
      enquiry: { ...enquiry, message: LINE },
      trip: { when: { type: "flexible" }, adults: 2, children: [], rooms: 1, from: "Kochi" },
    });
    const written = checkTripEnquiry({ ...enquiry, message: "Sea view" }, trip, { required: true, today: TODAY });
    expect(written.enquiry.message).toBe(`Sea view\n\n${LINE}`);
  });

  it("an added line (a shortlist's trips) is sent after the message and the trip, and stands for an empty message", () => {
    const added = "Trips on my shortlist: Munnar (destination, 3 days, ₹18,500 per person)";
    const alone = checkTripEnquiry(enquiry, EMPTY_TRIP_FORM, { required: false, today: TODAY, addedLine: added });
    expect(alone).toEqual({ errors: {}, enquiry: { ...enquiry, message: added }, trip: undefined });
    const all = checkTripEnquiry({ ...enquiry, message: "Sea view" }, trip, {
      required: false,
      today: TODAY,
      addedLine: added,
    });
    expect(all.errors).toEqual({});
    expect(all.enquiry.message).toBe(`Sea view\n\n${LINE}\n\n${added}`);
    // The visitor's own text still has its limit, counted with the lines added.
    const long = checkTripEnquiry({ ...enquiry, message: "x".repeat(4990) }, EMPTY_TRIP_FORM, {
      required: false,
      today: TODAY,
      addedLine: added,
    });
    expect(long.errors.message).toBe(
      `Message must be at most ${5000 - [...added].length - 2} characters with your travel details`,
    );
  });

  it("requires the trip on a trip's page; elsewhere an empty trip is no trip and the message is required", () => {
    const required = checkTripEnquiry(enquiry, EMPTY_TRIP_FORM, { required: true, today: TODAY });
    expect(Object.keys(required.errors)).toEqual(["trip.when", "trip.adults", "trip.rooms", "trip.from"]);
    expect(required.trip).toBeUndefined();
    expect(checkTripEnquiry(enquiry, EMPTY_TRIP_FORM, { required: false, today: TODAY })).toEqual({
      errors: { message: "Message is required" },
      enquiry,
    });
    // Begun on /contact, the trip is checked like any other.
    const begun = checkTripEnquiry(enquiry, { ...EMPTY_TRIP_FORM, adults: "2" }, { required: false, today: TODAY });
    expect(Object.keys(begun.errors)).toEqual(["trip.when", "trip.rooms", "trip.from"]);
  });

  it("keeps the message within its limit with the trip's line added, and says how long it may be", () => {
    const long = { ...enquiry, message: "m".repeat(4990) };
    const { errors } = checkTripEnquiry(long, trip, { required: true, today: TODAY });
    expect(errors).toEqual({
      message: `Message must be at most ${5000 - LINE.length - 2} characters with your travel details`,
    });
    const fits = { ...enquiry, message: "m".repeat(5000 - LINE.length - 2) };
    expect(checkTripEnquiry(fits, trip, { required: true, today: TODAY }).errors).toEqual({});
  });
});

describe("WhatsApp text from a trip's page", () => {
  const textOf = (url: string) => new URL(url).searchParams.get("text");

  const trip = (name: string) => ({ name, durationDays: 3, price: { amount: 18500 } });

  it("names the trip with its days and price as its page shows them, and links its page", () => {
    const url = "https://keralamholidays.netlify.app/Itinerary/dst-munnar";
    expect(textOf(whatsappUrl(tripWhatsAppText(trip(" Munnar & Thekkady "), url)))).toBe(
      `Hi! I'm interested in the "Munnar & Thekkady" trip (3 days, ₹18,500 per person): ${url}. Can you provide more details?`,
    );
  });

  it("refuses an empty name or a relative URL, naming the problem", () => {
    expect(() => tripWhatsAppText(trip(""), "https://example.org/x")).toThrow(
      "tripWhatsAppText: the trip name is empty",
    );
    expect(() => tripWhatsAppText(trip("Munnar"), "/Itinerary/dst-munnar")).toThrow(
      'tripWhatsAppText: "/Itinerary/dst-munnar" is not an absolute http(s) URL',
    );
  });

  it("has a general text for pages about no one trip", () => {
    expect(planningWhatsAppText()).toBe("Hi! I'd like help planning a trip. Can you provide more details?");
  });
});
