// Time to write every itinerary PDF of the reference data, with the build's own writer (gatsby/pdf/itinerary-pdfs.ts).
// Usage: npm run bench:pdfs [-- --runs 5 --destinations 1000]
// Each run writes all PDFs into an empty bench/out/itinerary-pdfs/ (a cold build: no manifest), then once more over
// the same directory (a warm build: every PDF unchanged), then once more into an emptied directory with the same
// pictures (a cold build whose banners were already cut: destinations that share a picture, as the 1,000 of
// bench:scale share the 28 seed pictures). The banner of each destination is its seed picture in server/seed/, copied
// with the run's number after its end for each run: a run's pictures are new to the writer, as in a catalogue where
// every destination has its own. Prints wall and CPU time (CPU is the steadier figure on a shared machine): the first
// run alone, the median of the later ones, and the PDFs' total size. With --destinations N the seed's destinations are
// cycled to N as server/seed/generate-large.mjs does for bench:scale ("Munnar · 17", prices varied), sharing its
// pictures: the first run is then what a cold bench:scale build pays for its brochures.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { importTypeScript } from "./import-typescript.mjs";

const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "5" }, destinations: { type: "string" } },
});
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const OUT = path.join(ROOT, "bench/out/itinerary-pdfs");
const PICTURES = path.join(ROOT, "bench/out/itinerary-pdf-pictures");

const { writeItineraryPdfs } = await importTypeScript("itinerary-pdfs-writer", {
  file: "gatsby/pdf/itinerary-pdfs.ts",
});
const { default: seed } = await import(pathToFileURL(path.join(ROOT, "server/seed/destinations.json")).href, {
  with: { type: "json" },
});
// The seed, or its destinations cycled to --destinations as generate-large.mjs does (ids, names and prices varied).
const count = Number(args.destinations ?? seed.length);
const catalogue = Array.from({ length: count }, (_, index) => {
  const destination = seed[index % seed.length];
  if (count === seed.length) return destination;
  const n = index + 1;
  const factor = 0.8 + ((index * 37) % 40) / 100;
  return {
    ...destination,
    _id: `${destination._id}-${n}`,
    name: `${destination.name} · ${n}`,
    pricePerPerson: Math.round((destination.pricePerPerson * factor) / 100) * 100,
  };
});

/** The destinations, each banner a copy of its seed picture made new for this run (the run's number after its end). */
function destinationsOfRun(run) {
  const dir = path.join(PICTURES, String(run));
  mkdirSync(dir, { recursive: true });
  for (const { bannerImage } of seed) {
    const picture = readFileSync(path.join(ROOT, "server/seed", bannerImage));
    writeFileSync(path.join(dir, path.basename(bannerImage)), Buffer.concat([picture, Buffer.from(`run ${run}`)]));
  }
  return catalogue.map(({ _id, bannerImage, ...fields }) => ({
    ...fields,
    id: _id,
    itinerary: fields.itinerary ?? [],
    picturePath: path.join(dir, path.basename(bannerImage)),
  }));
}

const write = (destinations) =>
  writeItineraryPdfs({
    destinations,
    publicDir: OUT,
    manifestFile: path.join(OUT, "manifest.json"),
    fingerprint: "bench",
    origin: "https://keralamholidays.netlify.app",
  });
async function timed(fn) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await fn();
  const used = process.cpuUsage(cpu);
  return { result, wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

const cold = [];
const warm = [];
const shared = [];
rmSync(PICTURES, { recursive: true, force: true });
for (let run = 0; run < Number(args.runs); run++) {
  const destinations = destinationsOfRun(run);
  rmSync(OUT, { recursive: true, force: true });
  cold.push(await timed(() => write(destinations)));
  warm.push(await timed(() => write(destinations)));
  rmSync(OUT, { recursive: true, force: true });
  shared.push(await timed(() => write(destinations)));
}
rmSync(PICTURES, { recursive: true, force: true });

const pdfDir = path.join(OUT, "assets/pdf/itineraries");
const files = readdirSync(pdfDir);
const bytes = files.reduce((sum, file) => sum + statSync(path.join(pdfDir, file)).size, 0);
const written = cold[0].result.written.length;
console.log(`${written} itinerary PDFs (${files.length} files, ${(bytes / 1024).toFixed(0)} KB) in ${pdfDir}`);
const line = (name, runs) =>
  console.log(
    `${name}: wall ${runs.map((run) => ms(run.wall)).join(", ")}; median wall ${ms(median(runs.map((run) => run.wall)))}, ` +
      `CPU ${ms(median(runs.map((run) => run.cpu)))}`,
  );
// A build is one process: it pays the first run (fonts parsed, every word shaped once); later runs show what a PDF
// costs once the shared fonts are warm.
line("cold, first run (what a build pays)", cold.slice(0, 1));
if (cold.length > 1) line("cold, later runs (every banner cut)", cold.slice(1));
line("cold, banners already cut (pictures shared)", shared);
line("warm (all unchanged)", warm);
