import { ENQUIRY_RULES, EMPTY_ENQUIRY, normaliseField, validateEnquiry, type Enquiry } from "../src/lib/enquiry";
import { validateTrip } from "../src/lib/trip-details";
// The reference API's own rules: the browser must refuse exactly what the server refuses, with the same words.
import { FIELDS, validateEnquiry as serverValidate } from "../server/contacts.mjs";
import { validateTrip as serverValidateTrip } from "../server/trip-details.mjs";

const valid: Enquiry = {
  name: "Meera Nair",
  email: "meera@example.in",
  phone: "+91 98470 12345",
  subject: "Munnar in December",
  message: "Two adults, four nights.",
};

const emoji = "😀";
/** Zero-width characters, bidi marks, soft hyphen: refused in the short fields, removed from the message. */
const INVISIBLE = [
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\u2061",
  "\u2062",
  "\u2063",
  "\u2064",
  "\ufeff",
  "\u200e",
  "\u200f",
  "\u061c",
  "\u00ad",
];
const EMBEDDINGS = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];
const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
function invisibleCases(): Array<[string, Partial<Enquiry>]> {
  return [...INVISIBLE, ...EMBEDDINGS].flatMap((char): Array<[string, Partial<Enquiry>]> => [
    [`${hex(char)} in the name`, { name: `Meera${char}Nair` }],
    [`${hex(char)} in the e-mail`, { email: `meera${char}@example.in` }],
    [`${hex(char)} in the phone`, { phone: `98470${char}12345` }],
    [`${hex(char)} in the subject`, { subject: `Munnar${char} in December` }],
    [`${hex(char)} in the message`, { message: `Two adults,${char} four nights.` }],
  ]);
}
const cases: Array<[string, Partial<Enquiry>]> = [
  ["valid", {}],
  ["blank name", { name: "   " }],
  ["CR/LF in the name", { name: "Meera\r\nBcc: x@y.in" }],
  ["LF in the subject", { subject: "Munnar\nin December" }],
  ["tab in the name", { name: "Meera\tNair" }],
  ["NUL in the phone", { phone: "98470\u000012345" }],
  ["DEL in the subject", { subject: "Munnar\u007f" }],
  ["C1 control in the name", { name: "Meera\u0085" }],
  ["newline and tab in the message", { message: "Day 1:\tMunnar\nDay 2:\tThekkady" }],
  ["CRLF in the message", { message: "Day 1\r\nDay 2" }],
  ["lone CR in the message", { message: "Day 1\rDay 2" }],
  ["bell in the message", { message: "Hello\u0007" }],
  ["right-to-left override in the message", { message: "invoice \u202Efdp.exe" }],
  ["isolate in the name", { name: "Meera \u2066Nair\u2069" }],
  ...invisibleCases(),
  ["Malayalam chillu with a joiner in the name and message", { name: "മീര നായര്‍", message: "അവന്‍ വന്നു" }],
  ["Devanagari half form with a joiner in the subject", { subject: "क्‍ष" }],
  ["Persian non-joiner in the subject", { subject: "سفر می‌خواهم" }],
  ["emoji ZWJ sequences in the name and message", { name: "Meera 👩🏽‍💻", message: "👨‍👩‍👧 ❤️‍🔥 🏳️‍🌈" }],
  ["a message of invisible characters only", { message: "\u200b\u00ad\ufeff" }],
  ["quotes in the e-mail", { email: '"meera"@example.in' }],
  ["angle brackets in the e-mail", { email: "Meera <meera@example.in>" }],
  ["no dot in the domain", { email: "meera@example" }],
  ["letters in the phone", { phone: "98470<script>" }],
  ["5,000 emoji in the message", { message: emoji.repeat(5000) }],
  ["5,001 emoji in the message", { message: emoji.repeat(5001) }],
  ["101-character name", { name: "n".repeat(101) }],
];

describe("the enquiry rules are the same in the browser and on the server", () => {
  it("has the same fields, labels, required flags and limits", () => {
    expect(FIELDS).toEqual(ENQUIRY_RULES);
  });

  it.each(cases)("%s", (_name, override) => {
    const enquiry = { ...EMPTY_ENQUIRY, ...valid, ...override };
    const server = serverValidate(enquiry);
    const browser = validateEnquiry(enquiry);
    expect("fields" in server ? server.fields : {}).toEqual(browser);
  });

  it.each(cases)("%s: the same text is sent and stored", (_name, override) => {
    const enquiry = { ...EMPTY_ENQUIRY, ...valid, ...override };
    const server = serverValidate(enquiry);
    if ("enquiry" in server) {
      for (const { field } of ENQUIRY_RULES) expect(normaliseField(field, enquiry[field])).toBe(server.enquiry[field]);
    }
  });

  it("can fail: invisible characters are refused in the name and removed from the message on both sides", () => {
    const enquiry = { ...valid, name: "Meera\u200bNair", message: "Two\u200b adults,\u00ad four nights." };
    expect(validateEnquiry(enquiry)).toEqual({ name: "Name cannot contain line breaks or hidden control characters" });
    expect(normaliseField("message", enquiry.message)).toBe("Two adults, four nights.");
    expect(serverValidate({ ...enquiry, name: "Meera Nair" })).toEqual({
      enquiry: { ...valid, message: "Two adults, four nights." },
    });
  });

  it("can fail: a case the rules refuse gives a field message on both sides", () => {
    const enquiry = { ...valid, name: "Meera\r\nNair" };
    expect(validateEnquiry(enquiry).name).toBe("Name cannot contain line breaks or hidden control characters");
    expect(serverValidate(enquiry)).toEqual({
      fields: { name: "Name cannot contain line breaks or hidden control characters" },
    });
  });
});

describe("the trip's rules are the same in the browser and on the server", () => {
  const TODAY = "2026-11-24";
  const trip = {
    when: { type: "dates", start: "2027-03-12", end: "2027-03-18" },
    adults: 2,
    children: [7],
    rooms: 1,
    from: "Kochi",
    budgetPerPerson: 30000,
  };
  const whenCases: Array<[string, unknown]> = [
    ["dates", trip.when],
    ["today", { type: "dates", start: TODAY, end: TODAY }],
    ["a start yesterday", { type: "dates", start: "2026-11-23", end: "2026-12-01" }],
    ["an end before the start", { type: "dates", start: "2027-03-12", end: "2027-03-11" }],
    ["both dates missing", { type: "dates" }],
    ["dates that do not exist", { type: "dates", start: "2027-02-29", end: "2027-13-01" }],
    ["dates as numbers", { type: "dates", start: 20270312, end: 20270318 }],
    ["a date with a time", { type: "dates", start: "2027-03-12T10:00", end: "2027-03-18" }],
    ["this month", { type: "month", month: "2026-11" }],
    ["last month", { type: "month", month: "2026-10" }],
    ["month 13", { type: "month", month: "2027-13" }],
    ["no month", { type: "month" }],
    ["flexible", { type: "flexible" }],
    ["another type", { type: "soon" }],
    ["a string", "next March"],
    ["nothing", undefined],
  ];
  const cases: Array<[string, unknown]> = [
    ...whenCases.map(([name, when]): [string, unknown] => [`when: ${name}`, { ...trip, when }]),
    ["no budget", { ...trip, budgetPerPerson: undefined }],
    ["a null budget", { ...trip, budgetPerPerson: null }],
    ...[0, -1, 1.5, "30000", Number.NaN, Infinity].map((budget): [string, unknown] => [
      `budget ${String(budget)}`,
      { ...trip, budgetPerPerson: budget },
    ]),
    ...[0, -2, 2.5, "2", null, undefined, 2 ** 53].map((adults): [string, unknown] => [
      `adults ${String(adults)}`,
      { ...trip, adults },
    ]),
    ...[0, 3, 4, 1.5, "1", null].map((rooms): [string, unknown] => [`rooms ${String(rooms)}`, { ...trip, rooms }]),
    ...[[], [0, 17], [18], [-1], [2.5], [null], ["7"], [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6, 7], "7", undefined].map(
      (children): [string, unknown] => [`children ${JSON.stringify(children)}`, { ...trip, children, rooms: 1 }],
    ),
    ["six children and nine rooms", { ...trip, children: [1, 2, 3, 4, 5, 6], rooms: 9 }],
    ["too many children and many rooms", { ...trip, children: [1, 2, 3, 4, 5, 6, 7], rooms: 9 }],
    ...[
      "  Kochi  ",
      "",
      "   ",
      "k".repeat(100),
      "k".repeat(101),
      "😀".repeat(100),
      "Kochi\nBcc",
      "Ko\u200bchi",
      "Ko\u202echi",
      "തിരുവനന്തപുരം",
      "ന്‍",
      42,
      undefined,
    ].map((from): [string, unknown] => [`from ${JSON.stringify(from)}`, { ...trip, from }]),
    ["everything wrong", { when: {}, adults: 0, children: [99], rooms: 0, from: "", budgetPerPerson: -5 }],
    ["not an object", "2 adults"],
    ["a list", [trip]],
    ["null", null],
  ];

  it.each(cases)("%s", (_name, value) => {
    expect(serverValidateTrip(value, TODAY)).toEqual(validateTrip(value, TODAY));
  });

  it("can fail: a past start is refused on both sides with the same words", () => {
    const past = { ...trip, when: { type: "dates", start: "2026-11-01", end: "2026-12-01" } };
    expect(validateTrip(past, TODAY)).toEqual({ fields: { "trip.when.start": "The start date is in the past" } });
    expect(serverValidateTrip(past, TODAY)).toEqual(validateTrip(past, TODAY));
  });
});
