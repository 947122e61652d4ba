/** @jest-environment node */
import { readFileSync } from "node:fs";
import { dialNumber, PHONE_NUMBER } from "../src/lib/phone";
import { siteFacts, siteFactsFrom } from "../src/lib/site";
import { siteSchema } from "../src/content-model/site";
import { schemaProblems } from "../src/content-model/problems";
import { fieldsFromObject } from "../src/cms/zod-to-decap";

/* The agency's phones are written once, as shown; the number to dial is made from that at build time. */

const site = JSON.parse(readFileSync("content/site.json", "utf8")) as Parameters<typeof siteFactsFrom>[0];

describe("the number to dial, from the number as shown", () => {
  it("is + and the digits", () => {
    expect(dialNumber("+91 481 242 0100")).toBe("+914812420100");
    expect(dialNumber("+91 94470 12345")).toBe("+919447012345");
    expect(dialNumber("+1-800-555-0199")).toBe("+18005550199");
  });

  it("a number as shown is + country code and groups of digits, 8 to 15 digits in all", () => {
    for (const shown of ["+91 481 242 0100", "+91 94470 12345", "+1-800-555-0199", "+9144123456"])
      expect([shown, PHONE_NUMBER.test(shown)]).toEqual([shown, true]);
    for (const shown of [
      "0481 242 0100", // no country code: the dialled number would be wrong abroad
      "+0 481 242 0100",
      "+91 481  242 0100",
      "+91 (0) 481 242 0100", // the (0) would be dialled
      "+91 481 242 0100 ext 5",
      "+91 12 34", // too short
      "+91 1234 5678 9012 3456", // too long
      "tel:+914812420100",
    ])
      expect([shown, PHONE_NUMBER.test(shown)]).toEqual([shown, false]);
  });
});

describe("content/site.json", () => {
  it("writes each phone once, as shown (no separate number to dial)", () => {
    for (const phone of site.phones) expect(Object.keys(phone).sort()).toEqual(["display", "label"]);
  });

  it("the site dials what it shows: every phone's tel is made from its number", () => {
    expect(siteFacts.phones.map((phone) => [phone.display, phone.tel])).toEqual([
      ["+91 481 242 0100", "+914812420100"],
      ["+91 94470 12345", "+919447012345"],
    ]);
    for (const phone of siteFacts.phones) expect(phone.tel).toMatch(/^\+\d{8,15}$/);
    const office = { label: "Office", display: "+44 20 7946 0000" };
    const elsewhere = {
      ...site,
      phones: [office],
      whatsapp: "Office",
      privacyContact: { ...site.privacyContact, phone: "Office" },
    };
    expect(siteFactsFrom(elsewhere).phones).toEqual([{ ...office, tel: "+442079460000" }]);
  });

  it("WhatsApp and the privacy contact name a phone, and get its number: each number is written once", () => {
    expect(site.whatsapp).toBe("Mobile");
    expect(siteFacts.whatsappNumber).toBe("919447012345");
    expect(site.privacyContact.phone).toBe("Bookings");
    expect(siteFacts.privacyContact.phone).toEqual({
      label: "Bookings",
      display: "+91 481 242 0100",
      tel: "+914812420100",
    });
    // Renamed in Phones, the fact follows only when it is renamed too: the build and the CMS say which.
    const renamed = { ...site, phones: [site.phones[0]!, { label: "Mobile (Kochi)", display: "+91 94470 12345" }] };
    expect(schemaProblems(siteSchema, renamed)).toEqual([
      'whatsapp: must be the label of one of the phones ("Bookings", "Mobile (Kochi)")',
    ]);
    expect(schemaProblems(siteSchema, { ...site, phones: [site.phones[0]!, { ...site.phones[0]! }] })).toEqual([
      "phones: must each have a label of their own (WhatsApp and the privacy contact name a phone by its label)",
      'whatsapp: must be the label of one of the phones ("Bookings")',
    ]);
    expect(() => siteFactsFrom(renamed)).toThrow(
      'content/site.json names the phone "Mobile", which is not one of its phones',
    );
  });

  it("the build and the CMS refuse a number that cannot be dialled, in the same words", () => {
    const phones = [site.phones[0]!, { label: "Mobile", display: "094470 12345" }];
    expect(schemaProblems(siteSchema, { ...site, phones })).toEqual([
      'phones[1].display: must be + country code and the number, e.g. "+91 481 242 0100"',
    ]);
    const field = fieldsFromObject(siteSchema).find((candidate) => candidate.name === "phones")!;
    expect(field.fields!.map((candidate) => candidate.name)).toEqual(["label", "display"]);
    expect(field.fields![1]!.pattern).toEqual([PHONE_NUMBER, expect.stringContaining("+ country code")]);
  });
});
