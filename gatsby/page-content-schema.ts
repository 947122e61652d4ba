import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/*
 * Schemas of the sample template pages in content/pages/ (/tour, /tour-details, /tour-guider-details,
 * /service-details). Registered in CONTENT_FILES, so the build stops on a mistake naming file and field.
 * Pages import only the types from here (`import type`), never this file's Node code.
 */

const text = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text in quotes") })
  .trim()
  .min(1, "is required");
const paragraphs = z.array(text).min(1, "needs at least one paragraph");
const number = () =>
  z.number({
    error: (issue) => (issue.input === undefined ? "is required" : "must be a plain number, without quotes"),
  });
const dollars = number().positive("must be a price above 0, in dollars, without the $ sign");
const starRating = number().min(1, "must be from 1 to 5").max(5, "must be from 1 to 5");
const count = number().int("must be a whole number").nonnegative("cannot be negative");
const isoDate = z.iso.date({ message: "must be a date written YYYY-MM-DD" });

/** A picture in content/images/, with the text a screen reader says instead of it. */
const image = z.object({
  src: z
    .string()
    .regex(
      /^images\/[\w./-]+\.(jpe?g|png|webp)$/i,
      "must be a .jpg, .png or .webp path inside content/images/, e.g. images/tours/munnar.jpg",
    )
    .refine((src) => existsSync(path.resolve("content", src)), "no such file in content/"),
  alt: text,
});

export const tourListSchema = z.object({
  title: text,
  intro: text,
  tours: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes"),
        name: text,
        location: text,
        summary: text,
        image,
        days: count.min(1, "must be at least 1"),
        price: dollars,
        rating: starRating,
        reviewCount: count,
        added: isoDate,
      }),
    )
    .min(1, "needs at least one tour"),
});

export const tourDetailsSchema = z.object({
  name: text,
  location: text,
  summary: text,
  price: dollars,
  days: count.min(1, "must be at least 1"),
  groupSize: text,
  rating: starRating,
  reviewCount: count,
  gallery: z.array(image).min(1, "needs at least one picture"),
  overview: paragraphs,
  included: z.array(text),
  excluded: z.array(text),
  plan: z.array(z.object({ title: text, description: text, stay: text, meals: text })).min(1, "needs at least one day"),
  categories: z.array(z.object({ name: text, count })),
});

const guideCard = z.object({ name: text, designation: text, image });

export const tourGuideSchema = z.object({
  guide: guideCard.extend({
    bio: paragraphs,
    experienceYears: count,
    toursLed: count,
    languages: z.array(text).min(1, "needs at least one language"),
    specialities: z.array(text),
  }),
  guides: z.array(guideCard).min(1, "needs at least one guide"),
});

export const serviceDetailsSchema = z.object({
  title: text,
  location: text,
  price: dollars,
  priceNote: text,
  gallery: z.array(image).min(1, "needs at least one picture"),
  paragraphs,
  highlights: z.array(text),
  reviews: z.array(z.object({ author: text, avatar: image, date: isoDate, rating: starRating, text })),
  categories: z.array(z.object({ name: text, count })),
});

export type ContentImage = z.infer<typeof image>;
export type TourListContent = z.infer<typeof tourListSchema>;
export type TourContent = TourListContent["tours"][number];
export type TourDetailsContent = z.infer<typeof tourDetailsSchema>;
export type TourGuideContent = z.infer<typeof tourGuideSchema>;
export type GuideCardContent = TourGuideContent["guides"][number];
export type ServiceDetailsContent = z.infer<typeof serviceDetailsSchema>;

/** Every sample page file and its schema. */
export const PAGE_CONTENT_FILES: { file: string; schema: z.ZodType<unknown> }[] = [
  { file: "content/pages/tour.json", schema: tourListSchema },
  { file: "content/pages/tour-details.json", schema: tourDetailsSchema },
  { file: "content/pages/tour-guider-details.json", schema: tourGuideSchema },
  { file: "content/pages/service-details.json", schema: serviceDetailsSchema },
];
