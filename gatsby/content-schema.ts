import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PAGE_CONTENT_FILES } from "./page-content-schema";

const text = z.string().trim().min(1, "is required");
const url = z.url({ message: "must be a full URL (https://…)" });

/** content/site.json: the agency's facts, used by the layout, contact page, JSON-LD and chat links. */
export const siteSchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  description: text,
  siteUrl: url,
  address: z.object({ street: text, locality: text, region: text, postalCode: text, country: text, display: text }),
  offices: z.array(text).min(1),
  hours: z
    .array(
      z.object({
        days: text,
        opens: text,
        closes: text,
        schemaDays: z.array(text),
        schemaOpens: text,
        schemaCloses: text,
      }),
    )
    .min(1),
  phones: z
    .array(
      z.object({
        label: text,
        display: text,
        tel: z.string().regex(/^\+\d{8,15}$/, "must be +country code and digits, e.g. +914812420100"),
      }),
    )
    .min(2),
  emails: z.array(z.object({ label: text, address: z.email({ message: "must be an e-mail address" }) })).min(2),
  whatsappNumber: z.string().regex(/^\d{8,15}$/, "must be digits only, with country code, e.g. 919447012345"),
  social: z.array(z.object({ name: text, url })),
  chatWidgetUrl: z.union([z.literal(""), url]),
  mapEmbedUrl: url,
  videoUrl: url,
  visaChecklistPath: z.string().startsWith("/"),
});

/** An image beside the content files, e.g. "./images/hero-backwaters.jpg" (gatsby-transformer-json links it as a File). */
const image = z
  .string()
  .regex(/^\.\/images\/[\w-]+\.(jpe?g|png|webp|avif)$/, 'must be "./images/<name>.jpg" (or .png, .webp, .avif)')
  .refine(
    (file) => existsSync(path.resolve(process.cwd(), "content", file)),
    "names an image that is not in content/images",
  );
const internalLink = z.object({
  label: text,
  to: z.string().startsWith("/", "must be a path on this site, starting with /"),
});
const paragraphs = z.array(text).min(1);

/** content/home.json: hero slides, about teaser, gallery, counters and space gallery of the home page. */
export const homeSchema = z.object({
  hero: z
    .array(
      z.object({
        eyebrow: text,
        title: text,
        text,
        image,
        imageAlt: text,
        primary: internalLink,
        secondary: internalLink,
      }),
    )
    .length(3, "must have exactly 3 slides"),
  aboutTeaser: z.object({ eyebrow: text, title: text, paragraphs, image, imageAlt: text, link: internalLink }),
  gallery: z.object({ title: text, images: z.array(z.object({ image, alt: text })).min(1) }),
  counters: z
    .array(
      z.object({
        value: z.number().positive(),
        decimals: z.number().int().min(0).max(2),
        suffix: z.string(),
        label: text,
      }),
    )
    .min(1),
  spaceGallery: z.object({ title: text, text, images: z.array(z.object({ image, alt: text, caption: text })).min(1) }),
});

/** content/team.json: the people in the team carousels (home and about). */
export const teamSchema = z
  .array(z.object({ name: text, designation: text, image, detailsLink: z.string().startsWith("/") }))
  .min(1);

/** content/about.json: story, vision, mission and the four 'why choose us' slides. */
export const aboutSchema = z.object({
  story: z.object({ title: text, paragraphs, image, imageAlt: text }),
  vision: z.object({ title: text, text }),
  mission: z.object({ title: text, text }),
  whyChooseUs: z.array(z.object({ title: text, text, image, imageAlt: text })).length(4, "must have exactly 4 slides"),
});

const slug = z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes");
const days = z.number().int().min(1);

/** A sample offer card on /service priced from `min` to `max` rupees per person. */
const contentOffer = (min: number, max: number) =>
  z.object({
    slug,
    title: text,
    image,
    imageAlt: text,
    price: z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`),
    days,
    rating: z.number().min(1, "must be from 1.0 to 5.0").max(5, "must be from 1.0 to 5.0"),
  });

/** content/hotels.json: the fixed hotel cards on /service (prices 3540 to 9600, each with its rating). */
export const hotelsSchema = z.array(contentOffer(3540, 9600)).min(1);

/** content/transport.json: the fixed transport cards on /service (prices 2500 to 8000). */
export const transportSchema = z.array(contentOffer(2500, 8000)).min(1);

/** content/destination-details.json: the fixed rows and highlights shown on every destination details page. */
export const destinationDetailsSchema = z.object({
  basicInformation: z.array(z.object({ label: text, value: text })).min(1),
  highlights: z.array(text).min(1),
});

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentFileError";
  }
}

/** Reads and validates one content JSON file; the error names the file and each field at fault. */
export function readContentFile<T>(file: string, schema: z.ZodType<T>, root = process.cwd()): T {
  const relative = path.relative(root, path.resolve(root, file)) || file;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.resolve(root, file), "utf8"));
  } catch (error) {
    throw new ContentFileError(relative, [error instanceof Error ? error.message : String(error)]);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new ContentFileError(
      relative,
      result.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Every validated content file; gatsby-node checks them all before the build starts. */
export const CONTENT_FILES: { file: string; schema: z.ZodType<unknown> }[] = [
  { file: "content/site.json", schema: siteSchema },
  { file: "content/home.json", schema: homeSchema },
  { file: "content/team.json", schema: teamSchema },
  { file: "content/about.json", schema: aboutSchema },
  { file: "content/hotels.json", schema: hotelsSchema },
  { file: "content/transport.json", schema: transportSchema },
  ...PAGE_CONTENT_FILES,
  { file: "content/destination-details.json", schema: destinationDetailsSchema },
];
