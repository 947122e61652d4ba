import { EMPTY_ENQUIRY } from "../src/lib/enquiry";
import { contactTripPath } from "../src/lib/routes";
import {
  draftWithoutPrefill,
  subjectFromContactSearch,
  tripDraftKey,
  tripEnquirySubject,
  withSubjectPrefill,
} from "../src/lib/trip-enquiry";
import { planningWhatsAppText, tripWhatsAppText, whatsappUrl } from "../src/lib/whatsapp";

const searchOf = (path: string) => path.slice(path.indexOf("?"));

describe("enquiries about one trip", () => {
  it("starts the subject with the trip's name", () => {
    expect(tripEnquirySubject(" Munnar Hills ")).toBe("Enquiry: Munnar Hills");
    expect(() => tripEnquirySubject("  ")).toThrow("tripEnquirySubject: the trip name is empty");
  });

  it("links Book Now to /contact?trip={name}, and /contact reads the same subject back from it", () => {
    expect(contactTripPath("Munnar")).toBe("/contact?trip=Munnar");
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

describe("WhatsApp text from a trip's page", () => {
  const textOf = (url: string) => new URL(url).searchParams.get("text");

  it("names the trip and links its page", () => {
    const url = "https://keralamholidays.netlify.app/Itinerary/dst-munnar";
    expect(textOf(whatsappUrl(tripWhatsAppText(" Munnar & Thekkady ", url)))).toBe(
      `Hi! I'm interested in the "Munnar & Thekkady" trip (${url}). Can you provide more details?`,
    );
  });

  it("refuses an empty name or a relative URL, naming the problem", () => {
    expect(() => tripWhatsAppText("", "https://example.org/x")).toThrow("tripWhatsAppText: the trip name is empty");
    expect(() => tripWhatsAppText("Munnar", "/Itinerary/dst-munnar")).toThrow(
      'tripWhatsAppText: "/Itinerary/dst-munnar" is not an absolute http(s) URL',
    );
  });

  it("has a general text for pages about no one trip", () => {
    expect(planningWhatsAppText()).toBe("Hi! I'd like help planning a trip. Can you provide more details?");
  });
});
