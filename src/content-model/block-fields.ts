import { z } from "zod";
import { text } from "./fields";

/*
 * What block schemas are made with. Each block type declares its content schema in its own file,
 * src/blocks/<Type>.tsx (`export const content = block(…)`); `npm run blocks` copies those declarations into
 * src/content-model/generated/, which the content model's union (./blocks.ts) is made of.
 */

/** A block type's schema: its `type` and fields, with the title and description the CMS and the guide show. */
export const block = <T extends string, S extends z.ZodRawShape>(
  type: T,
  title: string,
  description: string,
  shape: S,
) => z.object({ type: z.literal(type), ...shape }).meta({ title, description });

/** A section heading: the title, and the short line above it. */
export const heading = {
  title: text("Title"),
  eyebrow: text("Eyebrow", "The short line above the title; leave empty for none").optional(),
};

export const tinted = z
  .boolean()
  .optional()
  .meta({ title: "Tinted background", description: "Sets the section apart" });

export const OFFER_SOURCES = ["destinations", "tourPackages"] as const;
export const OFFER_ORDERS = ["rating", "recommended", "priceLow", "name"] as const;
/** The most cards an offer carousel with a limit shows, and the most posts a blog teaser shows. */
export const OFFER_CAROUSEL_MAX = 24;
export const BLOG_TEASER_MAX = 12;
