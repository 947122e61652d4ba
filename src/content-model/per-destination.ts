import { z } from "zod";
import { slug } from "./fields";

/*
 * Content kept per destination of the booking system (when to go, region and themes): a list of entries, each
 * keyed by the destination's id, one entry per destination.
 */

/** The booking system's id of the destination an entry belongs to. */
export const destinationId = () =>
  slug("Destination id").meta({
    title: "Destination id",
    description: "The id of the destination in the booking system, e.g. dst-munnar",
    widget: "string",
  });

/** A list of `entry`, refused where two entries name the same destination (the second is the one named). */
export const entriesPerDestination = <T extends z.ZodType<{ destinationId: string }>>(entry: T, title: string) =>
  z
    .array(entry)
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
    .meta({ title });
