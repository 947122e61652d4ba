import type { IGatsbyImageData } from "gatsby-plugin-image";
import { z } from "zod";
import { image, imageAlt, isoDate, longText, paragraphs, slug, text, textList } from "./fields";
import { translationLanguage } from "./record-translations";

/*
 * The marketers' words for the booking system's tour packages (content/tours.json), each keyed by the package's
 * id, and the tour list's own texts (content/tour-catalogue.json). Name, price, days and rating are the booking
 * system's; nothing here repeats them.
 */

const tourId = (title: string, description: string) => slug(title).meta({ title, description, widget: "string" });

/** One day of a tour's plan, shown in the tab "Day 01", "Day 02" … */
const planDay = z
  .object({
    title: text("Title"),
    description: longText("Description"),
    stay: text("Stay", "Where the travellers sleep, e.g. Houseboat, Alleppey"),
    meals: text("Meals", "e.g. Breakfast and dinner"),
  })
  .meta({ title: "Day" });

export const tourDescriptionSchema = z
  .object({
    tourId: tourId(
      "Tour package id",
      "The id of the tour package in the booking system, e.g. tour-kerala-backwaters-and-hills",
    ),
    summary: longText("Summary", "One or two sentences on the tour's card"),
    onSaleSince: isoDate("On sale since").meta({
      title: "On sale since",
      description: 'The day the tour was first offered, YYYY-MM-DD: the tour list\'s "Latest" order',
    }),
    places: textList("Places", "Place", "The places the tour visits, in order").min(1, "needs at least one place"),
    overview: paragraphs("Overview"),
    gallery: z
      .array(z.object({ src: image(), alt: imageAlt() }).meta({ title: "Picture", typeName: "TourPicture" }))
      .meta({ title: "More pictures", description: "Shown after the tour's banner in the slider; may be empty" }),
    included: textList("Included", "Item"),
    excluded: textList("Not included", "Item"),
    plan: z
      .array(planDay)
      .min(1, "needs at least one day")
      .meta({ title: "Day by day", description: "One entry per day: as many days as the booking system's tour has" }),
  })
  .meta({ title: "Tour" });

export const toursSchema = z
  .array(tourDescriptionSchema)
  .superRefine((tours, ctx) => {
    const first = new Map<string, number>();
    tours.forEach(({ tourId: id }, index) => {
      const earlier = first.get(id);
      if (earlier === undefined) first.set(id, index);
      else
        ctx.addIssue({
          code: "custom",
          path: [index, "tourId"],
          message: `is already the id of tour [${earlier}]: each tour package has one entry`,
        });
    });
  })
  .meta({ title: "Tours" });

/** The tour list's title and introduction in another edition (/ml/tour, /ar/tour). */
const tourCatalogueTranslationSchema = z
  .object({
    language: translationLanguage(),
    title: text("Title, translated"),
    intro: longText("Introduction, translated"),
  })
  .meta({ title: "Translation" });

export const tourCatalogueSchema = z.object({
  title: text("Title"),
  intro: longText("Introduction"),
  featuredTourId: tourId(
    "Featured tour",
    "The id of the tour package /tour-details shows, e.g. tour-kerala-backwaters-and-hills (it needs an entry in Tours)",
  ),
  translations: z
    .array(tourCatalogueTranslationSchema)
    .superRefine((entries, ctx) =>
      entries.forEach((entry, index) => {
        if (entries.findIndex((other) => other.language === entry.language) !== index)
          ctx.addIssue({
            code: "custom",
            path: [index],
            message: `translates into ${entry.language} again: one translation per language`,
          });
      }),
    )
    .meta({
      title: "Translations",
      description: "The title and introduction in Malayalam and Arabic (/ml/tour, /ar/tour), one of each at most",
    })
    .optional(),
});

export type TourDescription = z.infer<typeof tourDescriptionSchema>;
export type TourCatalogueContent = z.infer<typeof tourCatalogueSchema>;
/** A gallery picture as components get it: its description and the processed picture. */
export interface TourPicture {
  alt: string;
  imageData?: IGatsbyImageData;
}
