import { z } from "zod";
import { longText, text } from "./fields";

/*
 * The marketers' translations of the booking system's records, where the backend gives none (design decision 35):
 * content/faq-translations.json, one entry per question and language, keyed by the question's id. A question without
 * one is shown in English in that edition, marked as English; an entry for a question the backend no longer has is
 * shown nowhere, and the build says so.
 */

/** The editions a record may be translated into (English is the backend's own). */
export const TRANSLATION_LANGUAGES = ["ml", "ar"] as const;

export const faqTranslationSchema = z
  .object({
    faqId: z
      .string({ error: (issue) => (issue.input === undefined ? "is required" : undefined) })
      .regex(/^[\w-]+$/, "must be a question's id, e.g. faq-01")
      .meta({
        title: "Question",
        description: "The booking system's question, chosen by its English words",
        choices: "faqs",
      }),
    language: z.enum(TRANSLATION_LANGUAGES).meta({
      title: "Language",
      optionLabels: { ml: "Malayalam (മലയാളം)", ar: "Arabic (العربية)" },
    }),
    question: text("Question, translated"),
    answer: longText("Answer, translated"),
  })
  .meta({ title: "Translation" });

/** The translations, each question at most once per language. */
export const faqTranslationsSchema = z
  .array(faqTranslationSchema)
  .superRefine((entries, ctx) => {
    const first = new Map<string, number>();
    entries.forEach(({ faqId, language }, index) => {
      const key = `${faqId} ${language}`;
      const earlier = first.get(key);
      if (earlier === undefined) first.set(key, index);
      else
        ctx.addIssue({
          code: "custom",
          path: [index, "faqId"],
          message: `is already translated into ${language} by entry [${earlier}]: one translation per question and language`,
        });
    });
  })
  .meta({ title: "FAQ translations" });

export type FaqTranslation = z.infer<typeof faqTranslationSchema>;
