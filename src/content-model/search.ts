import { z } from "zod";
import type { FieldMeta } from "./fields";

/*
 * The site search's words (content/search.json). The search finds pages by the words on them, plurals and small
 * typos included; what it cannot know is that two different words mean the same trip: Kumarakom's page says
 * "Vembanad Lake", a visitor types "backwater". A group of words here makes a search for any of them also find
 * the pages that use the others.
 */

/** A search word: one word of letters (a group names words, not phrases), kept in lower case. */
const searchWord = z
  .string({ error: "must be text in quotes" })
  .trim()
  .toLowerCase()
  .regex(/^\p{L}+$/u, "must be one word of letters, e.g. backwater (no spaces, digits or punctuation)")
  .meta({ title: "Word", widget: "string" } satisfies FieldMeta);

export const searchWordsSchema = z
  .object({
    sameMeaning: z
      .array(
        z
          .object({
            words: z.array(searchWord).min(2, "needs at least two words: a search for one also finds the others").meta({
              title: "Words",
              description: "One word each, e.g. backwater, vembanad, kayal",
            }),
          })
          .meta({ title: "Group" }),
      )
      .meta({
        title: "Words that find each other",
        description:
          "Each group: a search for any of its words also finds pages with the others (after the pages with the word itself)",
      }),
  })
  .meta({ title: "Site search" });

export type SearchWords = z.infer<typeof searchWordsSchema>;
