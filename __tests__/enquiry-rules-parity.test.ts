import { ENQUIRY_RULES, EMPTY_ENQUIRY, validateEnquiry, type Enquiry } from "../src/lib/enquiry";
// The reference API's own rules: the browser must refuse exactly what the server refuses, with the same words.
import { FIELDS, validateEnquiry as serverValidate } from "../server/contacts.mjs";

const valid: Enquiry = {
  name: "Meera Nair",
  email: "meera@example.in",
  phone: "+91 98470 12345",
  subject: "Munnar in December",
  message: "Two adults, four nights.",
};

const emoji = "😀";
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
  ["left-to-right mark is fine", { name: "Meera\u200ENair" }],
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

  it("can fail: a case the rules refuse gives a field message on both sides", () => {
    const enquiry = { ...valid, name: "Meera\r\nNair" };
    expect(validateEnquiry(enquiry).name).toBe("Name cannot contain line breaks or hidden control characters");
    expect(serverValidate(enquiry)).toEqual({
      fields: { name: "Name cannot contain line breaks or hidden control characters" },
    });
  });
});
