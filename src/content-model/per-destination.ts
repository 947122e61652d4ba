import { z } from "zod";
import { slug } from "./fields";

/*
 * Content kept per record of the booking system (a destination's best time, region and themes; a deal's terms): a
 * list of entries, each keyed by the record's id, one entry per record.
 */

/** The booking system's id of the destination an entry belongs to. */
export const destinationId = () =>
  slug("Destination id").meta({
    title: "Destination id",
    description: "The id of the destination in the booking system, e.g. dst-munnar",
    widget: "string",
  });

/** A list of `entry`, refused where two entries name the same record by `key` (the second is the one named). */
export const entriesKeyedBy = <Key extends string, T extends z.ZodType<Record<Key, string>>>(
  entry: T,
  key: Key,
  { title, record }: { title: string; record: string },
) =>
  z
    .array(entry)
    .superRefine((entries, ctx) => {
      const first = new Map<string, number>();
      entries.forEach((value, index) => {
        const id = value[key];
        const earlier = first.get(id);
        if (earlier === undefined) first.set(id, index);
        else
          ctx.addIssue({
            code: "custom",
            path: [index, key],
            message: `is already the id of entry [${earlier}]: each ${record} has one entry`,
          });
      });
    })
    .meta({ title });

/** A list of `entry`, one per destination. */
export const entriesPerDestination = <T extends z.ZodType<{ destinationId: string }>>(entry: T, title: string) =>
  entriesKeyedBy(entry, "destinationId", { title, record: "destination" });
