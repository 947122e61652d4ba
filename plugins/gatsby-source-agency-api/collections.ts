import { z } from "zod";
import { DESTINATION_TYPES } from "./destination-types";

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
const text = z.string().trim();
const required = text.min(1, "is required");
/** Ids become URL segments (/destination-details/{id}), so only URL-safe characters. */
const recordId = required.regex(/^[\w-]+$/, "must contain only letters, digits, - and _");
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
const textList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);
const imageUrl = text.min(1, "is required (an image URL)");
/** 0 to 5, or null when the record has none (no stars are shown then, never an invented rating). */
const optionalRating = z
  .number()
  .min(0)
  .max(5)
  .nullish()
  .transform((value) => value ?? null);

const itineraryDay = z.object({
  dayNumber: z.number().int().positive(),
  title: required,
  description: optionalText,
  hotel: optionalText,
  meals: textList,
  image: z
    .string()
    .nullish()
    .transform((value) => value || null),
});

export const schemas = {
  destination: z.object({
    _id: recordId,
    /** Set by the plugin from the list request it came from. */
    type: z.enum(DESTINATION_TYPES),
    name: required,
    bannerImage: imageUrl,
    description: optionalText,
    overview: optionalText,
    pricePerPerson: amount,
    durationDays: z.number().int().positive(),
    touristSpots: textList,
    itinerary: z
      .array(itineraryDay)
      .nullish()
      .transform((days) => (days ?? []).sort((a, b) => a.dayNumber - b.dayNumber)),
    inclusions: optionalText,
    exclusions: optionalText,
    termsAndConditions: optionalText,
    cancellationPolicy: optionalText,
    rating: optionalRating,
  }),
  blog: z.object({
    _id: recordId,
    title: required,
    content: optionalText,
    excerpt: optionalText,
    featuredImage: imageUrl,
    author: optionalText,
    createdAt: z.iso.datetime({ offset: true }).or(z.iso.date()),
    categories: textList,
    tags: textList,
  }),
  deal: z.object({ _id: required, title: required, mobileBanner: imageUrl, webBanner: imageUrl }),
  review: z.object({
    _id: z.string().nullish(),
    profile: imageUrl,
    author: required,
    rating: z.number().min(0).max(5),
    text: required,
  }),
  serviceCard: z.object({ _id: required, title: required, subheading: optionalText, banner: imageUrl }),
  faq: z.object({ _id: required, question: required, answer: required, isActive: z.boolean() }),
  tourPackage: z.object({
    _id: required,
    name: required,
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
  },
];

export interface RecordProblem {
  id: string;
  /** Human-readable "field: problem" list. */
  problems: string[];
}

/** Validates raw records; returns the parsed ones and, for each rejected one, its id and the fields at fault. */
export function validateRecords(
  definition: CollectionDefinition,
  raw: unknown[],
): { valid: Record<string, unknown>[]; rejected: RecordProblem[] } {
  const valid: Record<string, unknown>[] = [];
  const rejected: RecordProblem[] = [];
  raw.forEach((item, index) => {
    const result = definition.schema.safeParse(item);
    if (result.success) {
      valid.push(result.data);
      return;
    }
    const rawId = typeof item === "object" && item !== null ? (item as { _id?: unknown })._id : undefined;
    rejected.push({
      id: typeof rawId === "string" && rawId ? rawId : `#${index + 1}`,
      problems: result.error.issues.map((issue) => `${issue.path.join(".") || "(record)"}: ${issue.message}`),
    });
  });
  return { valid, rejected };
}
