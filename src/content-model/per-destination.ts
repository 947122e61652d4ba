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

/**
 * A list of `entry`, refused where two entries name the same record by `key` (the second is the one named). A list
 * with an entry per record and language (translations) says so with `perLanguage`: the same record may be there once
 * in each language.
 */
export const entriesKeyedBy = <Key extends string, T extends z.ZodType<Record<Key, string> & { language?: string }>>(
  entry: T,
  key: Key,
  { title, record, perLanguage = false }: { title: string; record: string; perLanguage?: boolean },
) =>
  z
    .array(entry)
    .superRefine((entries, ctx) => {
      const first = new Map<string, number>();
      entries.forEach((value, index) => {
        const id = perLanguage ? `${value[key]} ${value.language}` : value[key];
        const earlier = first.get(id);
        if (earlier === undefined) first.set(id, index);
        else
          ctx.addIssue({
            code: "custom",
            path: [index, key],
            message: perLanguage
              ? `is already translated into ${value.language} by entry [${earlier}]: one translation per ${record} and language`
              : `is already the id of entry [${earlier}]: each ${record} has one entry`,
          });
      });
    })
    .meta({ title });

/** A list of `entry`, one per destination. */
export const entriesPerDestination = <T extends z.ZodType<{ destinationId: string }>>(entry: T, title: string) =>
  entriesKeyedBy(entry, "destinationId", { title, record: "destination" });
