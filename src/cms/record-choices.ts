/**
 * Records a marketer chooses by name in a block (an offer carousel's "These trips", a FAQ list's questions): the
 * select's options are the booking system's destinations and tour packages, or its questions, as the build wrote them
 * for the admin
 * (src/blocks/preview-records.ts), labelled by name and kind, stored by id. The generated configuration marks such
 * a field with `choices` (src/cms/zod-to-decap.ts); withRecordChoices gives it its options before the CMS starts.
 */
import type { PreviewRecords } from "../blocks/preview-records";
import type { DecapOption } from "./zod-to-decap";

export type RecordChoices = Record<"offers" | "faqs", DecapOption[]>;

type Offer = { agencyId: string; name: string; type?: string | null };

/** Every destination ("Munnar · Domestic destination") and tour package ("… · tour package"), by name. */
export function offerChoices(records: Pick<PreviewRecords, "destinations" | "tourPackages">): DecapOption[] {
  const options = (offers: readonly Offer[], kind: (offer: Offer) => string) =>
    offers.map((offer) => ({ label: `${offer.name} · ${kind(offer)}`, value: offer.agencyId }));
  return [
    ...options(records.destinations.nodes, (offer) => `${offer.type ?? ""} destination`.trim()),
    ...options(records.tourPackages.nodes, () => "tour package"),
  ].sort((a, b) => a.label.localeCompare(b.label, "en"));
}

/** Every question of the booking system's FAQs, in its order, stored by id. */
export const faqChoices = (records: Pick<PreviewRecords, "faqs">): DecapOption[] =>
  records.faqs.nodes.map((faq) => ({ label: faq.question, value: faq.agencyId }));

/** The options of every kind of choice. */
export const recordChoices = (records: PreviewRecords): RecordChoices => ({
  offers: offerChoices(records),
  faqs: faqChoices(records),
});

/**
 * `config` with the options of every field that chooses records, and without the marker. Without records (they did
 * not load), the field keeps the ids it has and says why it offers nothing.
 */
export function withRecordChoices<Config>(config: Config, choices: RecordChoices | Error): Config {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    // Only plain objects are the configuration's own: a field's pattern is a RegExp, kept as it is.
    if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
    const { choices: kind, ...rest } = value as Record<string, unknown>;
    const mapped = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, visit(inner)]));
    if (kind !== "offers" && kind !== "faqs") return mapped;
    if (choices instanceof Error)
      return {
        ...mapped,
        hint: `The booking system's records could not be loaded (${choices.message}); reload to try again`,
      };
    return { ...mapped, options: choices[kind] };
  };
  return visit(config) as Config;
}
