import { z } from "zod";
import { linkPattern, linkProblem, linkRequirement, type LinkOptions } from "../lib/links";
import { markdownLinks } from "../lib/markdown-html";

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
  /** A select's labels for its values, as the CMS shows them. */
  optionLabels?: Record<string, string>;
  /** A GraphQL type name for an object written the same way in many places (e.g. a link). */
  typeName?: string;
  /**
   * A list of record ids chosen by name: "offers", the booking system's destinations and tour packages; "faqs", its
   * questions. The CMS
   * lists them by name from the records the build writes for it (src/cms/record-choices.ts).
   */
  choices?: "offers" | "faqs";
  /**
   * A value that is the `field` of one item of a list of another entry (WhatsApp's phone: a phone's label in
   * Site facts' Phones): a select of those values in the CMS (Decap's relation widget), read from the saved entry.
   */
  labelOf?: LabelSource;
}

/** Where a `labelOf` field's values are: the `field` of each item of `list` in the single file named `file`. */
export interface LabelSource {
  file: string;
  list: string;
  field: string;
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

/** Markdown (paragraphs, **bold**, lists, links); every link and picture in it must pass the link rule. */
export const markdown = (title: string, description?: string) =>
  z
    .string({ error: requiredText })
    .trim()
    .min(1, "is required")
    .check((ctx) => {
      for (const { kind, text, href } of markdownLinks(ctx.value)) {
        const problem = linkProblem(href);
        if (problem) ctx.issues.push({ code: "custom", input: ctx.value, message: `${kind} "${text}": ${problem}` });
      }
    })
    .meta({ title, description, widget: "markdown" } satisfies FieldMeta)
    .brand<"Markdown">();

/** A Markdown field's text: a string, typed apart so that a block shows it as HTML (src/blocks/define.ts). */
export type MarkdownText = z.infer<ReturnType<typeof markdown>>;

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
    .meta({ title, description, widget: "image" } satisfies FieldMeta)
    .brand<"PicturePath">();

/** A picture field's path: a string, typed apart so that a block shows it as a picture (src/blocks/define.ts). */
export type PicturePath = z.infer<ReturnType<typeof image>>;

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

/**
 * A link by the link rule (src/lib/links.ts), narrowed by `options` (e.g. https only for an embed). The rule's
 * pattern is the regex check, so the CMS field gets it as its pattern; the build's message names the reason.
 */
export const linkTo = (title: string, description: string, options: LinkOptions = {}) =>
  z
    .string({ error: requiredText })
    .min(1, { error: "is required", abort: true })
    .regex(linkPattern(options), {
      // The CMS shows the message for any refused value (it is asked with ""); the build names the reason.
      error: (issue) =>
        (typeof issue.input === "string" && issue.input && linkProblem(issue.input, options)) ||
        linkRequirement(options),
    })
    .meta({ title, description, widget: "string" } satisfies FieldMeta);

/** A path on this site (never //host, which would leave it). */
export const sitePath = (title: string, description = "A path on this site, starting with /, e.g. /contact") =>
  linkTo(title, description, { allow: ["path"] });

/** An https:// address on another site. */
export const httpsUrl = (title: string, description = "A full address starting with https://") =>
  linkTo(title, description, { allow: ["https"] });

/** A button or text link: a page of this site, or another site (a WhatsApp chat), an e-mail or a phone call. */
export const link = (title: string) =>
  z
    .object({
      label: text("Label", "The words on the button"),
      to: linkTo(
        "Goes to",
        "A page of this site (/contact), an https:// address (a WhatsApp chat: https://wa.me/919447012345), mailto: or tel:",
      ),
    })
    .meta({ title, typeName: "ContentLink" } satisfies FieldMeta);

export const slug = (title: string) =>
  z
    .string({ error: requiredText })
    .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes")
    .meta({ title, description: "Lower-case letters, digits and dashes, e.g. kerala-backwaters", widget: "string" });

export const DATE_FORMAT_MESSAGE = "must be a date written YYYY-MM-DD, e.g. 2026-11-24";

export const isoDate = (title: string) =>
  z.iso
    .date({ error: (issue) => (issue.input === undefined ? "is required" : DATE_FORMAT_MESSAGE) })
    .meta({ title, description: "YYYY-MM-DD, e.g. 2026-11-24" });

/**
 * One line naming an item of a list of a content file by one of its fields (a phone by its label): the CMS offers
 * the items' values; the schema that holds both checks that the name is one of them.
 */
export const labelOf = (source: LabelSource, title: string, description?: string) =>
  text(title, description).meta({ title, description, widget: "string", labelOf: source } satisfies FieldMeta);

/** A list of one-line texts. */
export const textList = (title: string, itemTitle: string, description?: string) =>
  z.array(text(itemTitle)).meta({ title, description });

/** A validation problem's message as a marketer reads it: a missing list or group "is required" too. */
export const problemMessage = (issue: { code: string; message: string }): string => {
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) return "is required";
  // zod's 'Invalid option: expected one of "destinations"|"tours"' names values, not the choices the CMS shows.
  if (issue.code === "invalid_value" && issue.message.startsWith("Invalid option")) return "choose one of its options";
  return issue.message;
};
