import { z } from "zod";
import { longText, text } from "./fields";
import { destinationId, entriesPerDestination } from "./per-destination";

/*
 * When to go, per destination (content/best-time-to-visit.json): the marketers' advice, keyed by the booking
 * system's destination id and shown on that destination's page. A destination without an entry shows none, and the
 * build lists it.
 */

export const bestTimeToVisitSchema = z
  .object({
    destinationId: destinationId(),
    months: text("Best months", "When to go, e.g. September to March"),
    why: longText("Why then", "One or two sentences: the weather, the festivals, what to avoid"),
  })
  .meta({ title: "Destination" });

export const bestTimesToVisitSchema = entriesPerDestination(bestTimeToVisitSchema, "Best time to visit");

export type BestTimeToVisit = z.infer<typeof bestTimeToVisitSchema>;
