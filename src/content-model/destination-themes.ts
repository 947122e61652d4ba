import { z } from "zod";
import { text, textList } from "./fields";
import { destinationId, entriesPerDestination } from "./per-destination";

/*
 * Where a destination is and what kind of trip it is (content/destination-themes.json), per destination: the trip
 * finder offers each region and theme the listed destinations have ("Kerala (8)", "Honeymoon (7)"), and a list's
 * search finds a destination by them, so "kerala" finds Kovalam though its own words never say Kerala.
 */

export const destinationThemeSchema = z
  .object({
    destinationId: destinationId(),
    region: text("Region", "The state or part of the world, as a traveller names it, e.g. Kerala, Southeast Asia").max(
      30,
      "keeps to 30 characters",
    ),
    themes: textList("Themes", "Theme", "What kind of trip it is, one word or two each, e.g. Beaches, Honeymoon")
      .min(1, "needs at least one theme")
      .refine((themes) => themes.every((theme) => theme.length <= 30), "keeps each theme to 30 characters")
      .refine(
        (themes) => new Set(themes.map((theme) => theme.toLowerCase())).size === themes.length,
        "names each theme once",
      ),
  })
  .meta({ title: "Destination" });

export const destinationThemesSchema = entriesPerDestination(destinationThemeSchema, "Regions and themes");

export type DestinationTheme = z.infer<typeof destinationThemeSchema>;
