import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { z } from "zod";
import { TRIP_DATA_DIR, tripDataPath } from "../../src/lib/routes";
import type { TripData } from "../../src/lib/trip-compare";
import { EDITION_CODES, type EditionCode } from "../../src/i18n/editions";

/*
 * The trips the browser loads on use: /shortlist's comparison fetches the file of each trip it compares
 * (src/lib/trip-compare.ts). One file per trip and edition, each the trip's projection (src/lib/trip.ts) in that
 * edition's words where it is translated into it, with its card picture, checked against the schema below before it
 * is written.
 */

const text = z.string().min(1);
const picture = z
  .object({
    layout: z.enum(["fixed", "fullWidth", "constrained"]),
    width: z.number().positive(),
    height: z.number().positive(),
    images: z.object({
      fallback: z.object({ src: text, srcSet: z.string().optional(), sizes: z.string().optional() }).optional(),
      sources: z.array(z.object({ srcSet: text, type: text, sizes: z.string().optional() })).optional(),
    }),
  })
  .loose();

/** The file of one trip, as src/lib/trip-compare.ts reads it. */
export const tripDataSchema = z.strictObject({
  kind: z.enum(["destination", "tour"]),
  id: text,
  language: z.enum(["en", "ml", "ar"]),
  name: text,
  nameLanguage: z.enum(["en", "ml", "ar"]),
  destinationType: text.nullable(),
  price: z.strictObject({
    amount: z.number().nonnegative(),
    currency: z.literal("INR"),
    basis: z.literal("per person"),
    taxes: text.nullable(),
  }),
  durationDays: z.number().int().positive(),
  nights: z.number().int().nonnegative(),
  rating: z.number().min(0).max(5).nullable(),
  bestTime: text.nullable(),
  region: text.nullable(),
  themes: z.array(text),
  places: z.array(text),
  included: z.array(text),
  excluded: z.array(text),
  links: z.strictObject({ page: text, itinerary: text.nullable(), brochure: text.nullable() }),
  picture: picture.nullable(),
}) satisfies z.ZodType<TripData>;

/** The trip fields, as the `Trip` GraphQL type has them (gatsby/pages/resolvers.ts). */
const TRIP_FIELDS = `
  kind
  id
  language
  name
  nameLanguage
  destinationType
  price {
    amount
    currency
    basis
    taxes
  }
  durationDays
  nights
  rating
  bestTime
  region
  themes
  places
  included
  excluded
  links {
    page
    itinerary
    brochure
  }
`;

/** A trip's fields in each edition: `trip` (English), `ml: trip(language: "ml")`, `ar: …`. */
const inEveryEdition = (fields: string) =>
  EDITION_CODES.map((code) =>
    code === "en" ? `trip { ${fields} }` : `${code}: trip(language: "${code}") { ${fields} }`,
  ).join("\n");

type TripNode = Omit<TripData, "picture"> & {
  picture: { childImageSharp: { gatsbyImageData: unknown } | null } | null;
};
/** A trip in English (`trip`) and in each other edition (`ml`, `ar`: its words there where it is translated). */
type TripEditions = { trip: TripNode } & Partial<Record<Exclude<EditionCode, "en">, TripNode>>;
interface TripsQuery {
  destinations: { nodes: TripEditions[] };
  tours: { nodes: TripEditions[] };
}

/**
 * The trip files of every destination and tour package, or the problems that stop them: a trip outside the schema
 * names its file and field.
 */
export function tripDataFiles(result: TripsQuery): { files: Map<string, TripData>; problems: string[] } {
  const files = new Map<string, TripData>();
  const problems: string[] = [];
  const editions = [...result.destinations.nodes, ...result.tours.nodes].flatMap((node) =>
    EDITION_CODES.flatMap((code) => {
      const trip = code === "en" ? node.trip : node[code];
      return trip ? [{ trip, code }] : [];
    }),
  );
  for (const { trip, code } of editions) {
    const file = tripDataPath(trip, code);
    const parsed = tripDataSchema.safeParse({
      ...trip,
      picture: trip.picture?.childImageSharp?.gatsbyImageData ?? null,
    });
    if (parsed.success) files.set(file, parsed.data as TripData);
    else
      problems.push(
        `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "(file)"} ${issue.message}`).join("; ")}`,
      );
  }
  return { files, problems };
}

/**
 * Writes the trip files into `publicDir` (TRIP_DATA_DIR) and removes those of trips no longer offered (public/
 * outlives builds), so the comparison says so. Pictures are the cards' crops, which the list pages already make.
 */
export async function writeTripData(
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
  publicDir: string,
): Promise<void> {
  const result = await graphql<TripsQuery>(`
    query TripData {
      destinations: allAgencyDestination {
        nodes {
          ${inEveryEdition(`
            ${TRIP_FIELDS}
            picture {
              childImageSharp {
                gatsbyImageData(width: 400, aspectRatio: 1.5, layout: CONSTRAINED, sizes: "(max-width: 640px) 100vw, 400px")
              }
            }
          `)}
        }
      }
      tours: allAgencyTourPackage {
        nodes {
          ${inEveryEdition(`
            ${TRIP_FIELDS}
            picture {
              childImageSharp {
                gatsbyImageData(
                  width: 560
                  aspectRatio: 1.5
                  sizes: "(min-width: 1200px) 285px, (min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw"
                )
              }
            }
          `)}
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("[trips] could not query the trips", result.errors);
    return;
  }
  const { files, problems } = tripDataFiles(result.data);
  if (problems.length > 0) {
    reporter.panicOnBuild(`[trips] ${problems.length} trip files do not fit their schema:\n  ${problems.join("\n  ")}`);
    return;
  }
  for (const code of EDITION_CODES) {
    const folder = path.posix.dirname(tripDataPath({ kind: "", id: "" }, code));
    const dir = path.join(publicDir, folder);
    mkdirSync(dir, { recursive: true });
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isFile() && !files.has(`${folder}/${entry.name}`)) rmSync(path.join(dir, entry.name), { force: true });
  }
  for (const [file, trip] of files) writeFileSync(path.join(publicDir, file), JSON.stringify(trip));
  reporter.info(
    `[trips] wrote ${files.size} trip files for the comparison (${TRIP_DATA_DIR}/, an edition's in its folder)`,
  );
}
