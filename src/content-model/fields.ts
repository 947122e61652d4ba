import { z } from "zod";

/*
 * The field kinds every content file is written with. Each carries its CMS label (`title`) and hint
 * (`description`) as zod metadata, so the build's validation, the GraphQL types and the CMS's fields all come
 * from the same definition (see ./index.ts). Browser-safe: the CMS bundle imports this too.
 */

/** How a string field is edited in the CMS; GraphQL reads `image` as a File next to the content file. */
export type Widget = "string" | "text" | "markdown" | "image";

export interface FieldMeta {
  title: string;
  description?: string;
  widget?: Widget;
  /** A GraphQL type name for an object written the same way in many places (e.g. a link). */
  typeName?: string;
}

const requiredText = (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === "" ? "is required" : "must be text in quotes";

/** One line of text (a title, a label). */
export const text = (title: string, description?: string) =>
  z
    .string({ error: requiredText })
    .trim()
    .min(1, "is required")
    .meta({ title, description, widget: "string" } satisfies FieldMeta);

/** A paragraph or more of plain text. */
export const longText = (title: string, description?: string) =>
  z
    .string({ error: requiredText })
    .trim()
    .min(1, "is required")
    .meta({ title, description, widget: "text" } satisfies FieldMeta);

/** Markdown (paragraphs, **bold**, lists, links). */
export const markdown = (title: string, description?: string) =>
  z
    .string({ error: requiredText })
    .trim()
    .min(1, "is required")
    .meta({ title, description, widget: "markdown" } satisfies FieldMeta);

/** One or more paragraphs, each its own list item. */
export const paragraphs = (title: string, description?: string) =>
  z.array(longText("Paragraph")).min(1, "needs at least one paragraph").meta({ title, description });

/** A picture in content/images, written as a path relative to the content file: "../images/hero.jpg". */
// The leading "./" may be left out: the CMS stores an upload for content/team.json as "images/x.jpg"
// (Decap joins its public folder and the file name, which drops "./"; __tests__/cms-config.test.ts).
export const IMAGE_PATH = /^(\.\.?\/)*(?:[\w-]+\/)*[\w-]+\.(?:jpe?g|png|webp|avif)$/i;

export const image = (title = "Picture", description = "A .jpg, .png, .webp or .avif picture in content/images") =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a picture path in quotes") })
    .regex(IMAGE_PATH, 'must be a picture path relative to the file, e.g. "../images/hero.jpg"')
    .meta({ title, description, widget: "image" } satisfies FieldMeta);

/** What a screen reader says instead of the picture. */
export const imageAlt = (title = "Picture description") =>
  text(title, "What the picture shows, for people who cannot see it (read aloud by screen readers)");

/** A whole number or a decimal, written without quotes. */
export const number = (title: string, description?: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? "is required" : "must be a plain number, without quotes"),
    })
    .meta({ title, description });

export const wholeNumber = (title: string, description?: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? "is required" : "must be a plain number, without quotes"),
    })
    .int("must be a whole number")
    .meta({ title, description });

/** A star rating the way the cards show it. */
export const rating = (title = "Rating") =>
  number(title, "From 1.0 to 5.0, shown as stars rounded to halves with the number beside them")
    .min(1, "must be from 1.0 to 5.0")
    .max(5, "must be from 1.0 to 5.0");

/** A path on this site. */
export const sitePath = (title: string, description = "A path on this site, starting with /, e.g. /contact") =>
  z
    .string({ error: requiredText })
    .regex(/^\/[^\s]*$/, "must be a path on this site, starting with /")
    .meta({ title, description, widget: "string" } satisfies FieldMeta);

/** A button or text link to a page of this site. */
export const link = (title: string) =>
  z
    .object({ label: text("Label", "The words on the button"), to: sitePath("Goes to") })
    .meta({ title, typeName: "ContentLink" } satisfies FieldMeta);

export const slug = (title: string) =>
  z
    .string({ error: requiredText })
    .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes")
    .meta({ title, description: "Lower-case letters, digits and dashes, e.g. kerala-backwaters", widget: "string" });

export const isoDate = (title: string) =>
  z.iso.date({ message: "must be a date written YYYY-MM-DD" }).meta({ title, description: "YYYY-MM-DD" });

/** A list of one-line texts. */
export const textList = (title: string, itemTitle: string, description?: string) =>
  z.array(text(itemTitle)).meta({ title, description });

/** A validation problem's message as a marketer reads it: a missing list or group "is required" too. */
export const problemMessage = (issue: { code: string; message: string }): string =>
  issue.code === "invalid_type" && /received undefined$/.test(issue.message) ? "is required" : issue.message;
