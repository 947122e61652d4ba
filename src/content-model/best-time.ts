import { z } from "zod";
import { longText, slug, text } from "./fields";

/*
 * When to go, per destination (content/best-time-to-visit.json): the marketers' advice, keyed by the booking
 * system's destination id and shown on that destination's page. A destination without an entry shows none.
 */

export const bestTimeToVisitSchema = z
  .object({
    destinationId: slug("Destination id").meta({
      title: "Destination id",
      description: "The id of the destination in the booking system, e.g. dst-munnar",
      widget: "string",
    }),
    months: text("Best months", "When to go, e.g. September to March"),
    why: longText("Why then", "One or two sentences: the weather, the festivals, what to avoid"),
  })
  .meta({ title: "Destination" });

export const bestTimesToVisitSchema = z
  .array(bestTimeToVisitSchema)
  .superRefine((entries, ctx) => {
    const first = new Map<string, number>();
    entries.forEach(({ destinationId: id }, index) => {
      const earlier = first.get(id);
      if (earlier === undefined) first.set(id, index);
      else
        ctx.addIssue({
          code: "custom",
          path: [index, "destinationId"],
          message: `is already the id of entry [${earlier}]: each destination has one entry`,
        });
    });
  })
  .meta({ title: "Best time to visit" });

export type BestTimeToVisit = z.infer<typeof bestTimeToVisitSchema>;
