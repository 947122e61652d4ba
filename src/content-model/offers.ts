import { z } from "zod";
import { image, imageAlt, rating, sitePath, slug, text, wholeNumber, number } from "./fields";
import { TRANSLATION_LANGUAGES } from "./record-translations";

/** The team in the team carousels (home and about): content/team.json. */
export const teamSchema = z
  .array(
    z
      .object({
        name: text("Name"),
        designation: text("Role"),
        image: image("Portrait"),
        detailsLink: sitePath("Profile page", "A path on this site, e.g. /tour-guider-details"),
      })
      .meta({ title: "Team member" }),
  )
  .min(1, "needs at least one person")
  .meta({ title: "Team" });

/** A sample offer card on /service priced from `min` to `max` rupees per person; `title` names one in the CMS. */
const contentOffer = (title: string, min: number, max: number) =>
  z
    .object({
      slug: slug("Short name"),
      title: text("Title"),
      image: image(),
      imageAlt: imageAlt(),
      price: number("Price (₹ per person)", `From ${min} to ${max} rupees, without the ₹ sign`)
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max}`),
      days: wholeNumber("Days").min(1, "must be at least 1"),
      rating: rating(),
    })
    .meta({ title });

/** content/hotels.json: the fixed hotel cards on /service (prices 3540 to 9600, each with its rating). */
export const hotelsSchema = z
  .array(contentOffer("Hotel", 3540, 9600))
  .min(1, "needs at least one hotel")
  .meta({ title: "Hotels" });

/** content/transport.json: the fixed transport cards on /service (prices 2500 to 8000). */
export const transportSchema = z
  .array(contentOffer("Transport offer", 2500, 8000))
  .min(1, "needs at least one vehicle")
  .meta({ title: "Transport" });

const basicInformation = z
  .array(z.object({ label: text("Label"), value: text("Value") }))
  .min(1, "needs at least one row")
  .meta({ title: "Basic information" });
const highlights = z.array(text("Highlight")).min(1, "needs at least one highlight").meta({ title: "Highlights" });

/**
 * content/destination-details.json: the fixed rows and highlights shown on every destination details page, and
 * their Malayalam and Arabic (`translations`): row by row and highlight by highlight as the English, since a trip's
 * own words replace a row by its English label (src/lib/trip-facts.ts).
 */
export const destinationDetailsSchema = z
  .object({
    basicInformation,
    highlights,
    translations: z
      .array(
        z
          .object({
            language: z.enum(TRANSLATION_LANGUAGES).meta({
              title: "Language",
              optionLabels: { ml: "Malayalam (മലയാളം)", ar: "Arabic (العربية)" },
            }),
            basicInformation,
            highlights,
          })
          .meta({ title: "Translation" }),
      )
      .optional()
      .meta({ title: "Translations" }),
  })
  .superRefine(({ basicInformation: rows, highlights: lines, translations = [] }, ctx) => {
    translations.forEach((translation, index) => {
      const mismatch = (field: "basicInformation" | "highlights", english: number, own: number) =>
        own !== english &&
        ctx.addIssue({
          code: "custom",
          path: ["translations", index, field],
          message: `has ${own} entries in ${translation.language}, the English has ${english}: translate each one, in its order`,
        });
      mismatch("basicInformation", rows.length, translation.basicInformation.length);
      mismatch("highlights", lines.length, translation.highlights.length);
    });
  });
