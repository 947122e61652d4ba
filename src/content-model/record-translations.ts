import { z } from "zod";
import { longText, slug, text, textList } from "./fields";
import { destinationId, entriesKeyedBy } from "./per-destination";

/*
 * The marketers' translations of the booking system's records, where the backend gives none (design decision 35):
 * content/faq-translations.json, one entry per question and language, keyed by the question's id. A question without
 * one is shown in English in that edition, marked as English; an entry for a question the backend no longer has is
 * shown nowhere, and the build says so.
 */

/** The editions a record may be translated into (English is the backend's own). */
export const TRANSLATION_LANGUAGES = ["ml", "ar"] as const;

/** The language of a translation, as the CMS offers it. */
export const translationLanguage = () =>
  z.enum(TRANSLATION_LANGUAGES).meta({
    title: "Language",
    optionLabels: { ml: "Malayalam (മലയാളം)", ar: "Arabic (العربية)" },
  });

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
    language: translationLanguage(),
    question: text("Question, translated"),
    answer: longText("Answer, translated"),
  })
  .meta({ title: "Translation" });

/** The translations, each question at most once per language. */
export const faqTranslationsSchema = entriesKeyedBy(faqTranslationSchema, "faqId", {
  title: "FAQ translations",
  record: "question",
  perLanguage: true,
});

export type FaqTranslation = z.infer<typeof faqTranslationSchema>;

/**
 * A post of the booking system's blog in Malayalam or Arabic (content/blog-translations.json): one entry per post and
 * language. A translated post has its page in that edition (/ml/blog-details/…); its author, date, categories and tags
 * stay the booking system's.
 */
export const blogTranslationSchema = z
  .object({
    blogId: slug("Post id").meta({
      title: "Post id",
      description: "The id of the post in the booking system, e.g. blog-houseboat-guide-alleppey",
      widget: "string",
    }),
    language: translationLanguage(),
    title: text("Title"),
    excerpt: longText("Excerpt", "The summary shown on the post's card and in search results"),
    content: longText("Text", "The whole post: paragraphs separated by an empty line, as in the English"),
  })
  .meta({ title: "Translation" });

/** The blog translations, each post at most once per language. */
export const blogTranslationsSchema = entriesKeyedBy(blogTranslationSchema, "blogId", {
  title: "Blog translations",
  record: "post",
  perLanguage: true,
});

export type BlogTranslation = z.infer<typeof blogTranslationSchema>;

/** A bullet text as the booking system writes it ("• a • b"), in another language: the same bullets in the same order. */
const bulletText = (title: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text in quotes") }).meta({
    title,
    description: "The booking system's bullets (•) translated: as many as the English, in the same order",
    widget: "text",
  });

/**
 * A destination of the booking system in Malayalam or Arabic, with the marketers' best time for it: one entry per
 * destination and language (content/trip-translations.json). Its lists match the English record's entry by entry
 * (places, days, bullets), so the facts read from the English (GST, flights, the cancellation's first term) are shown
 * in the translation's words; the build refuses a translation whose lists do not match its record.
 */
export const tripTranslationSchema = z
  .object({
    destinationId: destinationId(),
    language: translationLanguage(),
    name: text("Name"),
    description: longText("Description"),
    overview: longText("Overview"),
    places: textList("Places you will see", "Place", "The tourist spots, as many as the English and in its order"),
    days: z
      .array(
        z
          .object({
            dayNumber: z.number().int().positive().meta({ title: "Day" }),
            title: text("Title"),
            description: longText("What the day holds"),
            hotel: text(
              "Hotel",
              "Where the night is spent, where the English day names it; empty where it does not",
            ).optional(),
          })
          .meta({ title: "Day" }),
      )
      .meta({ title: "Days", description: "Every day of the English itinerary, in its order" }),
    inclusions: bulletText("Inclusions"),
    exclusions: bulletText("Exclusions"),
    termsAndConditions: bulletText("Terms and conditions"),
    cancellationPolicy: bulletText("Cancellation policy and payment terms"),
    bestTime: z
      .object({ months: text("Best months"), why: longText("Why then") })
      .optional()
      .meta({ title: "Best time to visit", description: "The destination's best time, translated" }),
  })
  .meta({ title: "Translation" });

/** The trip translations, each destination at most once per language. */
export const tripTranslationsSchema = entriesKeyedBy(tripTranslationSchema, "destinationId", {
  title: "Trip translations",
  record: "destination",
  perLanguage: true,
});

export type TripTranslation = z.infer<typeof tripTranslationSchema>;

/**
 * A region or theme of content/destination-themes.json in Malayalam or Arabic, for the trip finder of the /ml and /ar
 * destination lists (content/theme-translations.json): one entry per English label and language. A region or theme
 * without one is offered in English there, marked as English; the list's search finds a trip by both.
 */
export const themeTranslationSchema = z
  .object({
    label: text(
      "Region or theme",
      "As content/destination-themes.json writes it in English, e.g. Kerala, Honeymoon",
    ).max(30, "keeps to 30 characters"),
    language: translationLanguage(),
    translation: text("Translated").max(40, "keeps to 40 characters"),
  })
  .meta({ title: "Translation" });

/** The region and theme translations, each label at most once per language. */
export const themeTranslationsSchema = entriesKeyedBy(themeTranslationSchema, "label", {
  title: "Region and theme translations",
  record: "region or theme",
  perLanguage: true,
});

export type ThemeTranslation = z.infer<typeof themeTranslationSchema>;
