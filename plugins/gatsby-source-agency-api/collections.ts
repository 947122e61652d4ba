import { z } from "zod";
import { splitBullets } from "../../src/lib/bullets";
import { hiddenCharacter } from "../../src/lib/text-rules";
import { DESTINATION_TYPES } from "./destination-types";

/**
 * Longest text accepted per kind of field, in characters: a longer one skips its record (a 1 MB description
 * would make a 5 MB page). Each is far above the longest in server/seed (in brackets).
 */
export const TEXT_LIMITS = {
  /** `_id`s, which become URL segments (32). */
  id: 100,
  /** Names, titles, authors, hotels, and list entries: tourist spots, meals, categories, tags (63). */
  label: 200,
  /** Blog excerpts, service card subheadings, FAQ questions (162). */
  summary: 500,
  /** Descriptions, overviews, the four bullet texts, itinerary days, FAQ answers, review texts (493). */
  text: 5_000,
  /** A blog post's content (2,404). */
  article: 50_000,
  /** Image URLs (about 70 as served: the API's origin and a 50-character path). */
  url: 2_048,
} as const;
/** Most entries a list may have: tourist spots (8), categories and tags (3); itinerary days and meals: RECORD_LIMITS. */
export const LIST_LIMIT = 100;

/**
 * Limits on a record as a whole, so that no record within every field's limit outgrows its pages (100 days of 5,000
 * characters with 100 meals each made a 3.2 MB itinerary page and a 615-page brochure). Each is far above the most in
 * server/seed (in brackets); README.md states the page sizes and brochure pages they bound.
 */
export const RECORD_LIMITS = {
  /** Days in a destination's itinerary (7). */
  itineraryDays: 30,
  /** Meals listed for one itinerary day (3). */
  mealsPerDay: 10,
  /** Bullet points (•) in a destination's inclusions, exclusions, terms and cancellation policy together (23). */
  bulletPoints: 200,
  /** Characters of text in one record: every text and list entry, itinerary days included, image URLs not (3,486). */
  text: 60_000,
} as const;

const characters = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : undefined) })
    .max(max, { error: (issue) => `has ${String(issue.input).length} characters, more than the ${max} allowed` });
const entries = <T extends z.ZodType>(item: T, max: number = LIST_LIMIT) =>
  z.array(item).max(max, {
    error: (issue) => `has ${(issue.input as unknown[]).length} entries, more than the ${max} allowed`,
  });

/** A number, also when the backend sends it as a numeric string ("18500"). */
const amount = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\s*\d+(\.\d+)?\s*$/)
      .transform(Number),
  ])
  .pipe(z.number().nonnegative());
const required = (max: number) => characters(max).trim().min(1, "is required");
/**
 * A name, title or list entry: refused when it holds a character that shows nothing or makes the text read otherwise
 * than stored (a bidi override, a zero-width or blank letter: src/lib/text-rules.ts, the rule enquiries follow).
 */
const visibleLabel = (text: z.ZodString) =>
  text.refine((value) => hiddenCharacter(value) === undefined, {
    error: (issue) =>
      `contains ${hiddenCharacter(String(issue.input))}, a character that shows nothing or changes how the text reads`,
  });
const requiredLabel = visibleLabel(required(TEXT_LIMITS.label));
const optionalLabel = visibleLabel(characters(TEXT_LIMITS.label))
  .nullish()
  .transform((value) => value ?? "");
/** Ids become URL segments (/destination-details/{id}), so only URL-safe characters. */
const recordId = required(TEXT_LIMITS.id).regex(/^[\w-]+$/, "must contain only letters, digits, - and _");
const optionalText = (max: number) =>
  characters(max)
    .nullish()
    .transform((value) => value ?? "");
const textList = (max: number = LIST_LIMIT) =>
  entries(visibleLabel(characters(TEXT_LIMITS.label)), max)
    .nullish()
    .transform((value) => value ?? []);
const imageUrl = characters(TEXT_LIMITS.url).trim().min(1, "is required (an image URL)");
/** 0 to 5, or null when the record has none (no stars are shown then, never an invented rating). */
const optionalRating = z
  .number()
  .min(0)
  .max(5)
  .nullish()
  .transform((value) => value ?? null);

export const itineraryDay = z.object({
  dayNumber: z.number().int().positive(),
  title: requiredLabel,
  description: optionalText(TEXT_LIMITS.text),
  hotel: optionalLabel,
  meals: textList(RECORD_LIMITS.mealsPerDay),
  image: characters(TEXT_LIMITS.url)
    .nullish()
    .transform((value) => value || null),
});

export const schemas = {
  destination: z
    .object({
      _id: recordId,
      /** Set by the plugin from the list request it came from. */
      type: z.enum(DESTINATION_TYPES),
      name: requiredLabel,
      bannerImage: imageUrl,
      description: optionalText(TEXT_LIMITS.text),
      overview: optionalText(TEXT_LIMITS.text),
      pricePerPerson: amount,
      durationDays: z.number().int().positive(),
      touristSpots: textList(),
      itinerary: entries(itineraryDay, RECORD_LIMITS.itineraryDays)
        .nullish()
        .transform((days) => (days ?? []).sort((a, b) => a.dayNumber - b.dayNumber)),
      inclusions: optionalText(TEXT_LIMITS.text),
      exclusions: optionalText(TEXT_LIMITS.text),
      termsAndConditions: optionalText(TEXT_LIMITS.text),
      cancellationPolicy: optionalText(TEXT_LIMITS.text),
      rating: optionalRating,
    })
    .check((ctx) => {
      const { inclusions, exclusions, termsAndConditions, cancellationPolicy } = ctx.value;
      const points = [inclusions, exclusions, termsAndConditions, cancellationPolicy].flatMap(splitBullets).length;
      if (points > RECORD_LIMITS.bulletPoints) {
        ctx.issues.push({
          code: "custom",
          input: ctx.value,
          message:
            `has ${points} bullet points in inclusions, exclusions, terms and cancellation policy, ` +
            `more than the ${RECORD_LIMITS.bulletPoints} allowed`,
        });
      }
    }),
  blog: z.object({
    _id: recordId,
    title: requiredLabel,
    content: optionalText(TEXT_LIMITS.article),
    excerpt: optionalText(TEXT_LIMITS.summary),
    featuredImage: imageUrl,
    author: optionalLabel,
    createdAt: z.iso.datetime({ offset: true }).or(z.iso.date()),
    categories: textList(),
    tags: textList(),
  }),
  deal: z.object({
    _id: required(TEXT_LIMITS.id),
    title: requiredLabel,
    mobileBanner: imageUrl,
    webBanner: imageUrl,
  }),
  review: z.object({
    _id: characters(TEXT_LIMITS.id).nullish(),
    profile: imageUrl,
    author: requiredLabel,
    rating: z.number().min(0).max(5),
    text: required(TEXT_LIMITS.text),
  }),
  serviceCard: z.object({
    _id: required(TEXT_LIMITS.id),
    title: requiredLabel,
    subheading: optionalText(TEXT_LIMITS.summary),
    banner: imageUrl,
  }),
  faq: z.object({
    _id: required(TEXT_LIMITS.id),
    question: required(TEXT_LIMITS.summary),
    answer: required(TEXT_LIMITS.text),
    isActive: z.boolean(),
  }),
  tourPackage: z.object({
    // Becomes a URL segment: /tour-details/{id}.
    _id: recordId,
    name: requiredLabel,
    bannerImage: imageUrl,
    rating: optionalRating,
    pricePerPerson: amount,
    durationDays: z.number().int().positive(),
  }),
};

type Parsed<K extends keyof typeof schemas> = z.output<(typeof schemas)[K]>;

/** Where an image URL sits in a record: the object holding it and the field name. */
export interface ImageSlot {
  holder: Record<string, unknown>;
  field: string;
}

export interface CollectionDefinition {
  /** Name used in logs, fault injection and AgencySourceStatus nodes (the API path segment). */
  key: string;
  path: string;
  envelope: string | null;
  /** Which base URL serves it: API_URL (destinations) or ADMIN_API_URL (the rest). */
  base: "api" | "admin";
  nodeType: string;
  schema: z.ZodType<Record<string, unknown>>;
  /** Split into one request series per value, e.g. destination types. */
  variants?: { param: string; values: readonly string[]; field: string };
  /**
   * The fields the booking system translates (`?locale=ml|ar`, each record saying its `locale`), as the site checks
   * them: each record gets `translations`, one entry per language it is translated into (checkTranslations).
   */
  translation?: z.ZodObject<Record<string, z.ZodType>>;
  images: (record: Record<string, unknown>) => ImageSlot[];
}

const slots = (record: Record<string, unknown>, ...fields: string[]): ImageSlot[] =>
  fields.map((field) => ({ holder: record, field }));

export const COLLECTIONS: CollectionDefinition[] = [
  {
    key: "destinations",
    path: "/api/destinations",
    envelope: "destinations",
    base: "api",
    nodeType: "AgencyDestination",
    schema: schemas.destination,
    variants: { param: "type", values: DESTINATION_TYPES, field: "type" },
    images: (record) => [
      ...slots(record, "bannerImage"),
      ...(record as Parsed<"destination">).itinerary
        .filter((day) => day.image)
        .map((day) => ({ holder: day, field: "image" })),
    ],
  },
  {
    key: "blogs",
    path: "/api/blogs",
    envelope: "blogs",
    base: "admin",
    nodeType: "AgencyBlog",
    schema: schemas.blog,
    images: (r) => slots(r, "featuredImage"),
  },
  {
    key: "deals",
    path: "/api/deals",
    envelope: "deals",
    base: "admin",
    nodeType: "AgencyDeal",
    schema: schemas.deal,
    images: (r) => slots(r, "mobileBanner", "webBanner"),
  },
  {
    key: "reviews",
    path: "/api/reviews",
    envelope: null,
    base: "admin",
    nodeType: "AgencyReview",
    schema: schemas.review,
    images: (r) => slots(r, "profile"),
  },
  {
    key: "service-cards",
    path: "/api/service-cards",
    envelope: "serviceCards",
    base: "admin",
    nodeType: "AgencyServiceCard",
    schema: schemas.serviceCard,
    images: (r) => slots(r, "banner"),
  },
  {
    key: "faqs",
    path: "/api/faqs",
    envelope: "faqs",
    base: "admin",
    nodeType: "AgencyFaq",
    schema: schemas.faq,
    images: () => [],
  },
  {
    key: "tour-packages",
    path: "/api/tour-packages",
    envelope: "tourPackages",
    base: "admin",
    nodeType: "AgencyTourPackage",
    schema: schemas.tourPackage,
    images: (r) => slots(r, "bannerImage"),
    translation: z.object({ name: requiredLabel }),
  },
];

/** A record's words in one language, as the booking system gives them (`?locale=`). */
export type RecordTranslation = { language: string } & Record<string, unknown>;

/**
 * The translations of a collection's records in `language`, from the booking system's answer to `?locale=`: a record
 * whose `locale` is `language`, with every translated field as the site accepts it, keyed by its id. A record the
 * answer gives in English (`locale` "en"), or of no published record, has none; one whose words the site refuses is
 * a warning naming it and the field, and stays English.
 */
export function checkTranslations(
  { key, translation }: CollectionDefinition,
  language: string,
  raw: readonly unknown[],
  published: ReadonlySet<string>,
): { translations: Map<string, RecordTranslation>; warnings: string[] } {
  const translations = new Map<string, RecordTranslation>();
  const warnings: string[] = [];
  if (!translation) return { translations, warnings };
  for (const item of raw) {
    if (typeof item !== "object" || item === null) continue;
    const { _id: id, locale } = item as { _id?: unknown; locale?: unknown };
    if (locale !== language || typeof id !== "string" || !published.has(id)) continue;
    const result = translation.safeParse(item);
    if (result.success) translations.set(id, { language, ...result.data });
    else
      warnings.push(
        `${key}: the ${language} words of "${id}" are refused (${result.error.issues
          .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
          .join("; ")}); it is shown in English in that edition`,
      );
  }
  return { translations, warnings };
}

export interface SkippedRecord {
  /** The warning, e.g. `destinations: skipped record 3 ("dst-bali"): name: is required; bannerImage: …`. */
  warning: string;
  /** The record and its first problem, for a loss message: `record 3 ("dst-bali"): name: is required`. */
  summary: string;
}

export interface CheckedCollection {
  /** The records to publish, parsed, each with its `_id` (reviews without one get `reviews-{position}`). */
  valid: Record<string, unknown>[];
  skipped: SkippedRecord[];
}

const nonBlank = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
/** What an editor calls a record: its name, title, question or author. */
const labelOf = (record: Record<string, unknown>) =>
  nonBlank(record.name) ?? nonBlank(record.title) ?? nonBlank(record.question) ?? nonBlank(record.author);

/**
 * Characters of text in a parsed record: every string in it, list entries and itinerary days included, but not its
 * image URLs (`images`: the record's picture slots), which never reach a page as text.
 */
export function recordTextLength(record: Record<string, unknown>, images: ImageSlot[]): number {
  const pictures = new Map<object, Set<string>>();
  for (const { holder, field } of images) pictures.set(holder, (pictures.get(holder) ?? new Set()).add(field));
  const count = (value: unknown): number => {
    if (typeof value === "string") return value.length;
    if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + count(item), 0);
    if (value === null || typeof value !== "object") return 0;
    const urls = pictures.get(value);
    return Object.entries(value).reduce((sum, [field, item]) => sum + (urls?.has(field) ? 0 : count(item)), 0);
  };
  return count(record);
}

/**
 * Applies the record policy (README.md) to a collection as received: records failing the schema or a whole-record
 * limit are skipped, and of records sharing an `_id` the first valid one is kept and the others skipped. Records are
 * numbered from 1 in the order received (destinations: the International list, then Domestic).
 */
export function checkRecords({ key, schema, images }: CollectionDefinition, raw: unknown[]): CheckedCollection {
  const valid: Record<string, unknown>[] = [];
  const skipped: SkippedRecord[] = [];
  const firstWithId = new Map<string, string>();
  raw.forEach((item, index) => {
    const position = index + 1;
    const skip = (problems: string[]) => {
      const rawId = typeof item === "object" && item !== null ? (item as { _id?: unknown })._id : undefined;
      const record = `record ${position} ("${typeof rawId === "string" && rawId ? rawId : "no _id"}")`;
      skipped.push({
        warning: `${key}: skipped ${record}: ${problems.join("; ")}`,
        summary: `${record}: ${problems[0]}`,
      });
    };
    const result = schema.safeParse(item);
    if (!result.success) {
      skip(result.error.issues.map((issue) => `${issue.path.join(".") || "(record)"}: ${issue.message}`));
      return;
    }
    const parsed = result.data;
    const text = recordTextLength(parsed, images(parsed));
    if (text > RECORD_LIMITS.text) {
      skip([`(record): has ${text} characters of text, more than the ${RECORD_LIMITS.text} allowed`]);
      return;
    }
    const id = typeof parsed._id === "string" && parsed._id ? parsed._id : `${key}-${position}`;
    parsed._id = id;
    const record = `record ${position} ("${labelOf(parsed) ?? id}")`;
    const first = firstWithId.get(id);
    if (first) {
      const problem = `has _id "${id}", already used by ${first}`;
      skipped.push({
        warning: `${key}: ${record} ${problem}; kept the first, skipped this one`,
        summary: `${record} ${problem}`,
      });
      return;
    }
    firstWithId.set(id, record);
    valid.push(parsed);
  });
  return { valid, skipped };
}

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

/**
 * Whether a collection lost too many records to the policy to be published: more than `maxInvalidPercent` of
 * them, or all of them. Returns the message saying so, or null. An empty collection loses nothing.
 */
export function lossProblem(
  key: string,
  received: number,
  skipped: SkippedRecord[],
  maxInvalidPercent: number,
): string | null {
  const first = `first problems: ${skipped
    .slice(0, 3)
    .map((record) => record.summary)
    .join("; ")}`;
  if (received > 0 && skipped.length === received) return `${key}: all ${received} records failed validation; ${first}`;
  if (received === 0 || (skipped.length / received) * 100 <= maxInvalidPercent) return null;
  return (
    `${key}: ${skipped.length} of ${received} records (${percent(skipped.length / received)}) failed validation, ` +
    `more than the ${maxInvalidPercent} % allowed; ${first}`
  );
}
