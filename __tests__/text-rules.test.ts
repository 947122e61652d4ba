import { ENQUIRY_RULES, checkEnquiry, fieldError, normaliseField, type Enquiry } from "../src/lib/enquiry-rules";
import { hiddenCharacter, textProblem, withoutInvisible } from "../src/lib/text-rules";

// The API runs these same modules (server/site-rules.mjs); server/test/contacts.test.mjs posts the same cases.
const valid: Enquiry = {
  name: "Meera Nair",
  email: "meera@example.in",
  phone: "+91 98470 12345",
  subject: "Munnar in December",
  message: "Two adults, four nights.",
};
const SHORT_FIELD = "cannot contain line breaks or hidden control characters";
const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** Format characters (Cf) a reader never sees: dropped from a message, refused in the short fields. */
const FORMAT = [
  "\u00ad", // soft hyphen
  "\u061c", // Arabic letter mark
  "\u180e", // Mongolian vowel separator
  "\u200b", // zero-width space
  "\u200c", // zero-width non-joiner, after a Latin letter
  "\u200d", // zero-width joiner, after a Latin letter
  "\u200e",
  "\u200f",
  "\u2060",
  "\u2061",
  "\u2062",
  "\u2063",
  "\u2064",
  "\ufeff",
  "\u{e0041}", // a tag character outside a flag sequence
  "\u{e0001}",
];
/** Embeddings, overrides and isolates: they reorder the text, so even a message refuses them. */
const REORDERING = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];
/** Letters and symbols that render blank: refused in the short fields, dropped from a message. */
const BLANK = ["\u115f", "\u1160", "\u3164", "\uffa0", "\u2800"];
/** Code points that are no character a person typed: private use, unassigned, a lone surrogate. */
const NOT_TEXT = ["\ue000", "\u{f0000}", "\u0378", "\u{e0080}", "\ud800", "\udfff"];
const SEPARATORS = ["\u2028", "\u2029"];

describe("what a name or any one-line text may hold", () => {
  it.each([...FORMAT, ...REORDERING, ...BLANK, ...NOT_TEXT, ...SEPARATORS].map((char) => [hex(char), char]))(
    "refuses %s in every short field, naming the field",
    (_name, char) => {
      expect(fieldError("name", `Meera${char}Nair`)).toBe(`Name ${SHORT_FIELD}`);
      expect(fieldError("email", `meera${char}@example.in`)).toBe(`E-mail ${SHORT_FIELD}`);
      expect(fieldError("phone", `98470${char}12345`)).toBe(`Phone ${SHORT_FIELD}`);
      expect(fieldError("subject", `Munnar${char} in December`)).toBe(`Subject ${SHORT_FIELD}`);
      expect(textProblem({ label: "Leaving from", required: true, max: 100 }, `Ko${char}chi`)).toBe(
        `Leaving from ${SHORT_FIELD}`,
      );
    },
  );

  it("refuses a name made only of blank letters instead of storing a blank name", () => {
    for (const char of BLANK) expect(fieldError("name", char.repeat(3))).toBe(`Name ${SHORT_FIELD}`);
    expect(checkEnquiry({ ...valid, name: "\u3164" })).toEqual({ fields: { name: `Name ${SHORT_FIELD}` } });
  });

  it("names the first hidden character, for a warning about a backend record", () => {
    expect(hiddenCharacter("Munnar \u202eevil")).toBe("U+202E");
    expect(hiddenCharacter("\u3164")).toBe("U+3164");
    expect(hiddenCharacter("Tag \u{e0041}")).toBe("U+E0041");
    expect(hiddenCharacter("lone \ud800")).toBe("U+D800");
    expect(hiddenCharacter("Munnar – tea hills")).toBeUndefined();
  });

  it("keeps what shapes visible text: joiners in Malayalam, Devanagari, Persian and emoji, and flag tags", () => {
    const shaped = [
      "മീര നായര്‍",
      "क्‍ष",
      "سفر می‌خواهم",
      "Meera 👩🏽‍💻",
      "❤️‍🔥 🏳️‍🌈",
      "🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}",
    ];
    for (const text of shaped) {
      expect(hiddenCharacter(text)).toBeUndefined();
      expect(fieldError("name", text)).toBeUndefined();
      expect(withoutInvisible(text)).toBe(text);
    }
    // A joiner after a blank letter does not make the blank letter visible.
    expect(hiddenCharacter("\u3164\u200d")).toBe("U+3164");
  });
});

describe("what a message may hold", () => {
  it("drops format characters and blank letters a reader never sees, and keeps newlines and tabs", () => {
    const message = `Day 1:\tMunnar\n${[...FORMAT, ...BLANK].join("")}Day 2:\tThekkady`;
    expect(normaliseField("message", message)).toBe("Day 1:\tMunnar\nDay 2:\tThekkady");
    expect(fieldError("message", message)).toBeUndefined();
    expect(normaliseField("message", "\u200b\u00ad\ufeff")).toBe("");
    expect(fieldError("message", "\u200b\u00ad\ufeff")).toBe("Message is required");
  });

  it("takes CRLF and the line and paragraph separators as one newline", () => {
    expect(normaliseField("message", "Day 1\r\nDay 2\u2028Day 3\u2029Day 4")).toBe("Day 1\nDay 2\nDay 3\nDay 4");
  });

  it.each([...REORDERING, ...NOT_TEXT, "\r", "\u0007", "\u0085"].map((char) => [hex(char), char]))(
    "refuses %s in a message",
    (_name, char) => {
      expect(fieldError("message", `Two adults,${char} four nights.`)).toBe(
        "Message cannot contain hidden control characters",
      );
    },
  );
});

describe("an enquiry as the API takes it", () => {
  it("stores each field normalised, and names every field that is not text", () => {
    expect(checkEnquiry({ ...valid, message: " Two\u200b adults,\r\nfour nights. " })).toEqual({
      enquiry: { ...valid, message: "Two adults,\nfour nights." },
    });
    expect(checkEnquiry({ ...valid, name: 42, message: ["a"] })).toEqual({
      fields: { name: "Name must be text", message: "Message must be text" },
    });
  });

  it("counts characters, not UTF-16 units, against each field's limit", () => {
    const message = ENQUIRY_RULES.find(({ field }) => field === "message")!.max;
    expect(checkEnquiry({ ...valid, message: "😀".repeat(message) })).toHaveProperty("enquiry");
    expect(checkEnquiry({ ...valid, message: "😀".repeat(message + 1) })).toEqual({
      fields: { message: `Message must be at most ${message} characters` },
    });
  });
});
