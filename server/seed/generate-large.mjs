#!/usr/bin/env node
/**
 * Writes a large seed directory for build-scale benchmarks by cycling the real seed records:
 *
 *   node server/seed/generate-large.mjs --destinations 5000 --blogs 2000 --out /tmp/big-seed
 *   SEED_DIR=/tmp/big-seed node server/index.mjs
 *
 * Options: --destinations N, --blogs N (default 1000 each), --out DIR (required),
 * --invalid K (K destinations lose their `name`, to exercise the build's validation),
 * --from DIR (source seed, default: this directory).
 * Copies get unique ids and names ("Munnar · 17"), varied prices and dates; the other
 * collections are copied unchanged. DIR/images is a symlink to the source images (a copy where
 * symlinks are not allowed). Output is deterministic: the same arguments give the same files.
 */
import { cp, mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FILES = ["destinations", "blogs", "deals", "reviews", "service-cards", "faqs", "tour-packages"];
const HOUR = 3_600_000;

function options() {
  const { values } = parseArgs({
    options: {
      destinations: { type: "string", default: "1000" },
      blogs: { type: "string", default: "1000" },
      invalid: { type: "string", default: "0" },
      out: { type: "string" },
      from: { type: "string", default: HERE },
    },
  });
  const count = (/** @type {string} */ name) => {
    const raw = /** @type {string} */ (values[/** @type {'blogs'} */ (name)]);
    if (!/^\d+$/.test(raw)) throw new Error(`--${name} must be a non-negative integer (got "${raw}")`);
    return Number(raw);
  };
  if (!values.out) throw new Error("--out DIR is required");
  const result = {
    destinations: count("destinations"),
    blogs: count("blogs"),
    invalid: count("invalid"),
    out: path.resolve(values.out),
    from: path.resolve(/** @type {string} */ (values.from)),
  };
  if (result.invalid > result.destinations) throw new Error("--invalid cannot exceed --destinations");
  if (result.out === result.from) throw new Error("--out must differ from the source seed directory");
  return result;
}

/** Deterministic spread in [0.8, 1.2) so prices vary without randomness. */
const priceFactor = (/** @type {number} */ i) => 0.8 + ((i * 37) % 40) / 100;

/**
 * @template {Record<string, any>} T
 * @param {T[]} source @param {number} count
 * @param {(copy: T, n: number, i: number) => void} vary
 */
function cycle(source, count, vary) {
  if (count > 0 && source.length === 0) throw new Error("cannot cycle an empty source collection");
  return Array.from({ length: count }, (_, i) => {
    const copy = structuredClone(source[i % source.length]);
    vary(copy, i + 1, i);
    return copy;
  });
}

async function main() {
  const opts = options();
  /** @type {Record<string, any[]>} */
  const seed = {};
  for (const name of FILES) seed[name] = JSON.parse(await readFile(path.join(opts.from, `${name}.json`), "utf8"));

  seed.destinations = cycle(seed.destinations, opts.destinations, (d, n, i) => {
    d._id = `${d._id}-${n}`;
    d.name = `${d.name} · ${n}`;
    if (typeof d.pricePerPerson === "number")
      d.pricePerPerson = Math.round((d.pricePerPerson * priceFactor(i)) / 100) * 100;
  });

  // Spread the invalid records evenly so they are not all on the first page.
  const invalidIds = [];
  for (let k = 0; k < opts.invalid; k += 1) {
    const record = seed.destinations[Math.floor((k * opts.destinations) / opts.invalid)];
    delete record.name;
    invalidIds.push(record._id);
  }

  const newest = Math.max(
    ...seed.blogs.map((b) => Date.parse(b.createdAt)).filter(Number.isFinite),
    Date.UTC(2025, 0, 1),
  );
  seed.blogs = cycle(seed.blogs, opts.blogs, (b, n, i) => {
    b._id = `${b._id}-${n}`;
    b.title = `${b.title} · ${n}`;
    b.createdAt = new Date(newest - i * 7 * HOUR).toISOString();
  });

  await mkdir(opts.out, { recursive: true });
  for (const name of FILES) await writeFile(path.join(opts.out, `${name}.json`), `${JSON.stringify(seed[name])}\n`);

  const images = path.join(opts.out, "images");
  await rm(images, { recursive: true, force: true });
  try {
    await symlink(path.join(opts.from, "images"), images, "dir");
  } catch {
    await cp(path.join(opts.from, "images"), images, { recursive: true });
  }

  console.log(`Wrote ${opts.destinations} destinations and ${opts.blogs} blogs to ${opts.out}`);
  if (invalidIds.length)
    console.log(`Destinations without a name (--invalid ${opts.invalid}): ${invalidIds.join(", ")}`);
}

main().catch((err) => {
  console.error(`generate-large: ${err.message}`);
  process.exit(1);
});
