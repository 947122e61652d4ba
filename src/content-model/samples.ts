import type { IGatsbyImageData } from "gatsby-plugin-image";
import { z } from "zod";
import {
  image,
  imageAlt,
  isoDate,
  longText,
  number,
  paragraphs,
  rating,
  slug,
  text,
  textList,
  wholeNumber,
} from "./fields";

/*
 * The sample template pages (/tour, /tour-details, /tour-guider-details, /service-details): content/samples/.
 * Their prices are in dollars, as the original template showed them.
 */

const dollars = (title = "Price ($)") =>
  number(title, "In dollars, without the $ sign").positive("must be a price above 0, in dollars, without the $ sign");
const count = (title: string) => wholeNumber(title).nonnegative("cannot be negative");

/** A picture with the text a screen reader says instead of it. */
const picture = (title = "Picture") =>
  z.object({ src: image(), alt: imageAlt() }).meta({ title, typeName: "SamplePicture" });

const categories = z
  .array(z.object({ name: text("Category"), count: count("Count") }))
  .meta({ title: "Categories", description: "The sidebar's category list" });

export const tourListSchema = z.object({
  title: text("Title"),
  intro: longText("Introduction"),
  tours: z
    .array(
      z
        .object({
          id: slug("Short name"),
          name: text("Name"),
          location: text("Location"),
          summary: longText("Summary"),
          image: picture(),
          days: wholeNumber("Days").min(1, "must be at least 1"),
          price: dollars(),
          rating: rating(),
          reviewCount: count("Reviews"),
          added: isoDate("Added on"),
        })
        .meta({ title: "Tour" }),
    )
    .min(1, "needs at least one tour")
    .meta({ title: "Tours" }),
});

export const tourDetailsSchema = z.object({
  name: text("Name"),
  location: text("Location"),
  summary: longText("Summary"),
  price: dollars(),
  days: wholeNumber("Days").min(1, "must be at least 1"),
  groupSize: text("Group size"),
  rating: rating(),
  reviewCount: count("Reviews"),
  gallery: z.array(picture()).min(1, "needs at least one picture").meta({ title: "Gallery" }),
  overview: paragraphs("Overview"),
  included: textList("Included", "Item"),
  excluded: textList("Not included", "Item"),
  plan: z
    .array(
      z
        .object({
          title: text("Title"),
          description: longText("Description"),
          stay: text("Stay"),
          meals: text("Meals"),
        })
        .meta({ title: "Day" }),
    )
    .min(1, "needs at least one day")
    .meta({ title: "Day by day" }),
  categories,
});

const guideCard = { name: text("Name"), designation: text("Role"), image: picture("Portrait") };

export const tourGuideSchema = z.object({
  guide: z
    .object({
      ...guideCard,
      bio: paragraphs("About"),
      experienceYears: count("Years of experience"),
      toursLed: count("Tours led"),
      languages: textList("Languages", "Language").min(1, "needs at least one language"),
      specialities: textList("Specialities", "Speciality"),
    })
    .meta({ title: "Guide" }),
  guides: z
    .array(z.object(guideCard).meta({ title: "Guide" }))
    .min(1, "needs at least one guide")
    .meta({ title: "Other guides" }),
});

export const serviceDetailsSchema = z.object({
  title: text("Title"),
  location: text("Location"),
  price: dollars(),
  priceNote: text("Price note", "e.g. per person per night"),
  gallery: z.array(picture()).min(1, "needs at least one picture").meta({ title: "Gallery" }),
  paragraphs: paragraphs("Text"),
  highlights: textList("Highlights", "Highlight"),
  reviews: z
    .array(
      z
        .object({
          author: text("Name"),
          avatar: picture("Portrait"),
          date: isoDate("Date"),
          rating: rating(),
          text: longText("Review"),
        })
        .meta({ title: "Review" }),
    )
    .meta({ title: "Reviews" }),
  categories,
});

export type TourListContent = z.infer<typeof tourListSchema>;
export type TourDetailsContent = z.infer<typeof tourDetailsSchema>;
export type TourGuideContent = z.infer<typeof tourGuideSchema>;
export type ServiceDetailsContent = z.infer<typeof serviceDetailsSchema>;
export type TourContent = TourListContent["tours"][number];
export type GuideCardContent = TourGuideContent["guides"][number];
/** A sample page's picture as components get it: the file's path, its description and the processed picture. */
export interface ContentImage {
  src: string;
  alt: string;
  imageData?: IGatsbyImageData;
}
type Pictured<T> = T extends { src: string; alt: string }
  ? ContentImage
  : T extends readonly (infer U)[]
    ? Pictured<U>[]
    : T extends object
      ? { [K in keyof T]: Pictured<T[K]> }
      : T;
/** A sample page's content with each picture processed (see pictureData in src/queries/pictures.ts). */
export type WithPictures<T> = Pictured<T>;
