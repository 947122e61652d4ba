import { z } from "zod";
import { PHONE_NUMBER, PHONE_NUMBER_MESSAGE } from "../lib/phone";
import { httpsUrl, labelOf, text, longText, sitePath, wholeNumber } from "./fields";

/** The phone a fact names by its label (WhatsApp's, the privacy contact's): one of `phones`, chosen in the CMS. */
const phoneLabel = (title: string, description: string) =>
  labelOf({ file: "site", list: "phones", field: "label" }, title, description);

/**
 * content/site.json: the agency's facts, used by the layout, contact page, JSON-LD, PDFs and chat links. Each fact
 * is written once: a fact that is one of the phones (WhatsApp's, the privacy contact's) names it by its label.
 */
export const siteSchema = z
  .object({
    name: text("Agency name"),
    legalName: text("Legal name", "As registered; shown in the footer and the structured data"),
    tagline: text("Tagline"),
    description: longText("Description", "What search engines show under the site's name"),
    siteUrl: httpsUrl("Site address", "The published address, e.g. https://keralamholidays.netlify.app"),
    address: z
      .object({
        street: text("Street"),
        locality: text("Town or city"),
        region: text("State"),
        postalCode: text("PIN code"),
        country: text("Country code", "Two letters, e.g. IN"),
        display: text("Address as shown", "One line, as the contact page and footer show it"),
      })
      .meta({ title: "Address" }),
    offices: z.array(text("Office")).min(1, "needs at least one office").meta({ title: "Offices" }),
    hours: z
      .array(
        z.object({
          days: text("Days as shown", "e.g. Mon to Fri"),
          opens: text("Opens (as shown)", "e.g. 9.30 am"),
          closes: text("Closes (as shown)", "e.g. 6.00 pm"),
          schemaDays: z.array(text("Day")).min(1).meta({ title: "Days for search engines", description: "Monday…" }),
          schemaOpens: text("Opens (24 h)", "e.g. 09:30"),
          schemaCloses: text("Closes (24 h)", "e.g. 18:00"),
        }),
      )
      .min(1, "needs at least one opening time")
      .meta({ title: "Opening hours" }),
    phones: z
      .array(
        z.object({
          label: text("Label"),
          // The number to dial (tel: links, structured data) is made from this one: src/lib/phone.ts.
          display: text(
            "Number",
            "As visitors see it and as it is dialled: + country code, then the digits in groups, e.g. +91 481 242 0100",
          ).regex(PHONE_NUMBER, PHONE_NUMBER_MESSAGE),
        }),
      )
      .min(2, "needs at least two phone numbers")
      .refine((phones) => new Set(phones.map((phone) => phone.label)).size === phones.length, {
        message: "must each have a label of their own (WhatsApp and the privacy contact name a phone by its label)",
      })
      .meta({ title: "Phones" }),
    emails: z
      .array(
        z.object({
          label: text("Label"),
          address: z.email({ message: "must be an e-mail address" }).meta({ title: "E-mail address" }),
        }),
      )
      .min(2, "needs at least two e-mail addresses")
      .meta({ title: "E-mail addresses" }),
    // Each number is written once, in Phones; the facts that use one name it (src/lib/site.ts dials it).
    whatsapp: phoneLabel("WhatsApp", "The phone that answers WhatsApp: chats, the WhatsApp buttons and PDF links"),
    social: z
      .array(z.object({ name: text("Network"), url: httpsUrl("Profile address", "The profile's https:// address") }))
      .meta({ title: "Social links" }),
    chatWidgetUrl: z
      .union([z.literal(""), httpsUrl("Chat widget address")])
      .meta({ title: "Chat widget address", description: "The tawk.to embed URL; empty turns the chat off" }),
    mapEmbedUrl: httpsUrl("Map embed address", "The https:// address of the map to embed on the contact page"),
    videoUrl: httpsUrl("Video address"),
    privacyContact: z
      .object({
        name: text("Name", "The person who answers privacy requests and complaints (the grievance officer)"),
        role: text("Role", "e.g. Grievance officer"),
        email: z.email({ message: "must be an e-mail address" }).meta({ title: "E-mail address" }),
        phone: phoneLabel("Phone", "The agency's phone the notice gives for privacy requests"),
      })
      .meta({
        title: "Privacy contact",
        description: "Who answers requests about personal data (access, correction, erasure, consent) and complaints",
      }),
    replyWithin: text(
      "We reply within",
      'How soon a travel planner answers an enquiry, as every page and form promises it: "one working day"',
    ),
    visaChecklistPath: sitePath("Visa checklist", "The visa checklist PDF's path, e.g. /assets/pdf/visa.pdf"),
    pdfPriceValidityDays: wholeNumber(
      "Itinerary PDF prices valid for (days)",
      "Each itinerary PDF says it was issued on the day the site was built and that its prices hold this many days; " +
        "a PDF is re-issued when its trip changes or half of this has passed",
    )
      .min(1, "must be at least 1 day")
      .max(365, "must be at most 365 days"),
  })
  .superRefine((site, context) => {
    const labels = site.phones.map((phone) => phone.label);
    const named = [
      [["whatsapp"], site.whatsapp],
      [["privacyContact", "phone"], site.privacyContact.phone],
    ] as const;
    for (const [path, label] of named)
      if (!labels.includes(label))
        context.addIssue({
          code: "custom",
          path: [...path],
          input: label,
          message: `must be the label of one of the phones (${[...new Set(labels)].map((name) => `"${name}"`).join(", ")})`,
        });
  });

export type SiteContent = z.infer<typeof siteSchema>;
