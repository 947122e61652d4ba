// The reference data with a word no layout may let through, for the e2e run (scripts/e2e.mjs serves it; e2e/layout.spec.ts
// checks the pages that show it scroll no wider than the screen).
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One destination with a word as long as its fields allow: 2,002 characters in its texts, 196 in its labels. */
export const LONG_WORD = { id: "dst-ladakh", text: "Zanskar".repeat(286), label: "Pangong".repeat(28) };

/**
 * A copy of a seed folder (server/seed, or the e2e's repriced copy of it) in `parentDir` (links, but for
 * destinations.json) with LONG_WORD planted; returns its path.
 */
export function seedWithLongWord(parentDir, sourceDir = "server/seed") {
  const seedDir = path.resolve(sourceDir);
  const dir = path.join(parentDir, "seed");
  mkdirSync(dir);
  for (const name of readdirSync(seedDir))
    if (name !== "destinations.json") symlinkSync(path.join(seedDir, name), path.join(dir, name));
  const destinations = JSON.parse(readFileSync(path.join(seedDir, "destinations.json"), "utf8"));
  const record = destinations.find((destination) => destination._id === LONG_WORD.id);
  for (const field of ["description", "overview", "inclusions", "cancellationPolicy"])
    record[field] = `${record[field]} ${LONG_WORD.text}`;
  record.touristSpots[0] = LONG_WORD.label;
  const [firstDay] = record.itinerary;
  Object.assign(firstDay, {
    description: `${firstDay.description} ${LONG_WORD.text}`,
    hotel: LONG_WORD.label,
    meals: [LONG_WORD.label],
  });
  writeFileSync(path.join(dir, "destinations.json"), JSON.stringify(destinations));
  return dir;
}
