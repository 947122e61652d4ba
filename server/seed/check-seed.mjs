#!/usr/bin/env node
// Validates the seed data and images in this folder. Exits non-zero on any failure.
//   node server/seed/check-seed.mjs
import { readFile, stat } from "node:fs/promises";
import { createHash } from "node:crypto";
import { join, relative } from "node:path";
import sharp from "sharp";
import { SEED_DIR, listFiles } from "./seed-files.mjs";
import { TRANSLATED_LOCALES, TRANSLATIONS_DIR, translationProblems } from "../seed.mjs";

const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
const errors = [];
const warnings = [];
const fail = (msg) => errors.push(msg);
const check = (cond, msg) => {
  if (!cond) fail(msg);
};

const load = async (name) => {
  try {
    const data = JSON.parse(await readFile(join(SEED_DIR, name), "utf8"));
    check(Array.isArray(data), `${name}: must be an array`);
    return Array.isArray(data) ? data : [];
  } catch (e) {
    fail(`${name}: ${e.message}`);
    return [];
  }
};
const isNonEmptyString = (v) => typeof v === "string" && v.trim().length > 0;
const bulletItems = (s) =>
  String(s)
    .split("•")
    .map((x) => x.trim())
    .filter(Boolean);
const words = (s) => (String(s).trim() ? String(s).trim().split(/\s+/).length : 0);

// path -> [width, height] expected
const images = new Map();
const refImage = (where, path, size) => {
  if (!isNonEmptyString(path)) return fail(`${where}: missing image path`);
  if (!/^images\/[a-z0-9/_-]+\.jpg$/.test(path))
    fail(`${where}: image path "${path}" should look like images/<folder>/<name>.jpg`);
  if (images.has(path) && images.get(path).join("x") !== size.join("x"))
    fail(`${where}: ${path} referenced with two different sizes`);
  images.set(path, size);
};

const uniqueIds = (name, arr, prefix) => {
  const seen = new Set();
  arr.forEach((r, i) => {
    check(isNonEmptyString(r._id), `${name}[${i}]: missing _id`);
    if (prefix) check(String(r._id).startsWith(prefix), `${name}[${i}]: _id "${r._id}" should start with "${prefix}"`);
    check(!seen.has(r._id), `${name}: duplicate _id "${r._id}"`);
    seen.add(r._id);
  });
  return seen;
};

// ---------------------------------------------------------------- destinations
const destinations = await load("destinations.json");
uniqueIds("destinations", destinations, "dst-");
const byType = { International: 0, Domestic: 0 };
let emptyItinerary = [];
let exercisedEmptyItems = false;
const MEALS = new Set(["Breakfast", "Lunch", "Dinner"]);
for (const d of destinations) {
  const w = `destination ${d._id}`;
  check(d.type === "International" || d.type === "Domestic", `${w}: type must be International or Domestic`);
  if (d.type in byType) byType[d.type]++;
  for (const f of ["name", "description", "overview"]) check(isNonEmptyString(d[f]), `${w}: ${f} required`);
  refImage(`${w} bannerImage`, d.bannerImage, [1600, 1000]);
  check(
    Number.isInteger(d.pricePerPerson) && d.pricePerPerson > 0,
    `${w}: pricePerPerson must be a positive integer (rupees)`,
  );
  check(typeof d.rating === "number" && d.rating >= 3.5 && d.rating <= 5, `${w}: rating must be 3.5..5`);
  check(
    Array.isArray(d.touristSpots) &&
      d.touristSpots.length >= 4 &&
      d.touristSpots.length <= 8 &&
      d.touristSpots.every(isNonEmptyString),
    `${w}: touristSpots must be 4-8 strings`,
  );
  check(Array.isArray(d.itinerary), `${w}: itinerary must be an array`);
  const it = Array.isArray(d.itinerary) ? d.itinerary : [];
  check(Number.isInteger(d.durationDays) && d.durationDays >= 1, `${w}: durationDays must be a positive integer`);
  if (it.length === 0) {
    emptyItinerary.push(d);
  } else {
    check(it.length >= 3 && it.length <= 7, `${w}: itinerary must have 3-7 days (has ${it.length})`);
    check(d.durationDays === it.length, `${w}: durationDays ${d.durationDays} != itinerary length ${it.length}`);
    it.forEach((day, k) => {
      const dw = `${w} day ${k + 1}`;
      check(day.dayNumber === k + 1, `${dw}: dayNumber should be ${k + 1}`);
      for (const f of ["title", "description", "hotel"]) check(isNonEmptyString(day[f]), `${dw}: ${f} required`);
      check(
        Array.isArray(day.meals) &&
          day.meals.every((m) => MEALS.has(m)) &&
          new Set(day.meals).size === day.meals.length,
        `${dw}: meals must be a subset of Breakfast/Lunch/Dinner`,
      );
      refImage(`${dw} image`, day.image, [1200, 800]);
    });
  }
  for (const f of ["inclusions", "exclusions", "termsAndConditions", "cancellationPolicy"]) {
    const v = d[f];
    check(typeof v === "string" && v.includes("•"), `${w}: ${f} must be bullet text containing "•"`);
    const n = bulletItems(v).length;
    check(n >= 3 && n <= 7, `${w}: ${f} should have 3-7 items (has ${n})`);
    if (/•\s*•/.test(v) || /•\s*$/.test(v)) exercisedEmptyItems = true;
  }
}
check(byType.International >= 12, `destinations: need >= 12 International (have ${byType.International})`);
check(byType.Domestic >= 12, `destinations: need >= 12 Domestic (have ${byType.Domestic})`);
check(
  emptyItinerary.length === 1,
  `destinations: exactly one destination must have itinerary [] (have ${emptyItinerary.length})`,
);
if (emptyItinerary[0])
  check(emptyItinerary[0].type === "Domestic", `destinations: the empty-itinerary destination should be Domestic`);
check(exercisedEmptyItems, `destinations: at least one bullet field should contain a double or trailing bullet`);

// ---------------------------------------------------------------- blogs
const CATEGORIES = new Set([
  "Travel Tips",
  "Kerala",
  "International",
  "Visa & Documents",
  "Food & Culture",
  "Family Travel",
]);
const blogs = await load("blogs.json");
uniqueIds("blogs", blogs, "blog-");
check(blogs.length >= 10, `blogs: need >= 10 (have ${blogs.length})`);
check(blogs.filter((b) => b.content === "").length === 1, `blogs: exactly one post must have content ""`);
check(
  blogs.some((b) => String(b.content).includes("<script>")),
  `blogs: one post should contain a literal <script> text`,
);
const authors = new Set(blogs.map((b) => b.author));
check(authors.size >= 3 && authors.size <= 4, `blogs: expected 3-4 distinct authors (have ${authors.size})`);
const tagPool = new Set();
for (const b of blogs) {
  const w = `blog ${b._id}`;
  for (const f of ["title", "excerpt", "author"]) check(isNonEmptyString(b[f]), `${w}: ${f} required`);
  check(typeof b.content === "string", `${w}: content must be a string`);
  if (b.content !== "") {
    const paras = b.content.split("\n\n");
    check(
      paras.length >= 4 && paras.length <= 8 && paras.every(isNonEmptyString),
      `${w}: content must have 4-8 paragraphs separated by a blank line (has ${paras.length})`,
    );
    const n = words(b.content);
    check(n >= 250 && n <= 900, `${w}: content should be 250-900 words (has ${n})`);
  }
  const t = Date.parse(b.createdAt);
  check(!Number.isNaN(t) && /^\d{4}-\d{2}-\d{2}T/.test(b.createdAt), `${w}: createdAt must be an ISO date`);
  check(/^202[56]-/.test(b.createdAt), `${w}: createdAt should be in 2025-2026`);
  check(
    Array.isArray(b.categories) &&
      b.categories.length >= 1 &&
      b.categories.length <= 2 &&
      b.categories.every((c) => CATEGORIES.has(c)),
    `${w}: categories must be 1-2 of ${[...CATEGORIES].join(", ")}`,
  );
  check(
    Array.isArray(b.tags) && b.tags.length >= 2 && b.tags.length <= 4 && b.tags.every(isNonEmptyString),
    `${w}: tags must be 2-4 strings`,
  );
  (b.tags || []).forEach((x) => tagPool.add(x));
  refImage(`${w} featuredImage`, b.featuredImage, [1200, 750]);
}
check(tagPool.size >= 8 && tagPool.size <= 16, `blogs: tag pool should be about 14 tags (have ${tagPool.size})`);

// ---------------------------------------------------------------- deals, reviews, services, faqs, tours
const deals = await load("deals.json");
uniqueIds("deals", deals, "deal-");
check(deals.length >= 3 && deals.length <= 4, `deals: need 3-4 (have ${deals.length})`);
for (const d of deals) {
  check(isNonEmptyString(d.title), `deal ${d._id}: title required`);
  refImage(`deal ${d._id} mobileBanner`, d.mobileBanner, [800, 1000]);
  refImage(`deal ${d._id} webBanner`, d.webBanner, [1600, 640]);
}

const reviews = await load("reviews.json");
uniqueIds("reviews", reviews, "rev-");
check(reviews.length >= 6 && reviews.length <= 8, `reviews: need 6-8 (have ${reviews.length})`);
for (const r of reviews) {
  check(isNonEmptyString(r.author) && isNonEmptyString(r.text), `review ${r._id}: author and text required`);
  check(
    Number.isInteger(r.rating) && r.rating >= 3 && r.rating <= 5,
    `review ${r._id}: rating must be an integer 3..5`,
  );
  refImage(`review ${r._id} profile`, r.profile, [256, 256]);
}

const services = await load("service-cards.json");
uniqueIds("service-cards", services, "svc-");
check(services.length >= 6 && services.length <= 8, `service-cards: need 6-8 (have ${services.length})`);
for (const s of services) {
  check(isNonEmptyString(s.title) && isNonEmptyString(s.subheading), `service ${s._id}: title and subheading required`);
  refImage(`service ${s._id} banner`, s.banner, [1000, 700]);
}

const faqs = await load("faqs.json");
uniqueIds("faqs", faqs, "faq-");
check(faqs.length === 10, `faqs: need 10 (have ${faqs.length})`);
check(
  faqs.every((f) => typeof f.isActive === "boolean"),
  `faqs: isActive must be boolean`,
);
check(faqs.filter((f) => f.isActive === false).length === 2, `faqs: exactly 2 must be inactive`);
for (const f of faqs)
  check(isNonEmptyString(f.question) && isNonEmptyString(f.answer), `faq ${f._id}: question and answer required`);

const tours = await load("tour-packages.json");
uniqueIds("tour-packages", tours, "tour-");
check(tours.length === 8, `tour-packages: need 8 (have ${tours.length})`);
for (const t of tours) {
  check(isNonEmptyString(t.name), `tour ${t._id}: name required`);
  check(typeof t.rating === "number" && t.rating >= 3.5 && t.rating <= 5, `tour ${t._id}: rating must be 3.5..5`);
  check(
    Number.isInteger(t.pricePerPerson) && t.pricePerPerson > 0,
    `tour ${t._id}: pricePerPerson must be a positive integer`,
  );
  check(
    Number.isInteger(t.durationDays) && t.durationDays > 0,
    `tour ${t._id}: durationDays must be a positive integer`,
  );
  refImage(`tour ${t._id} bannerImage`, t.bannerImage, [1600, 1000]);
}

// ids unique across all collections too
const allIds = [destinations, blogs, deals, reviews, services, faqs, tours].flat().map((r) => r._id);
check(new Set(allIds).size === allIds.length, `_id values must be unique across all files`);

// ---------------------------------------------------------------- translations
// The API's translations must fit their records (the rules the server starts with), and every tour package is
// named in each language: tour packages have no marketers' translation file, so the site reads them from the API.
const collections = {
  destinations,
  blogs,
  deals,
  reviews,
  "service-cards": services,
  faqs,
  "tour-packages": tours,
};
for (const locale of TRANSLATED_LOCALES) {
  const name = `${TRANSLATIONS_DIR}/${locale}.json`;
  let translations;
  try {
    translations = JSON.parse(await readFile(join(SEED_DIR, name), "utf8"));
  } catch (e) {
    fail(`${name}: ${e.message}`);
    continue;
  }
  for (const problem of translationProblems(translations, collections)) fail(`${name}: ${problem}`);
  for (const t of tours) check(translations["tour-packages"]?.[t._id], `${name}: tour ${t._id} has no translation`);
}

// ---------------------------------------------------------------- images
refImage("placeholder", "images/placeholder.jpg", [1200, 800]);
const hashes = new Map();
let total = 0;
for (const [path, [w, h]] of images) {
  const file = join(SEED_DIR, path);
  const st = await stat(file).catch(() => null);
  if (!st) {
    fail(`missing image ${path} (npm install or npm run images draws it)`);
    continue;
  }
  try {
    const meta = await sharp(file).metadata();
    check(meta.format === "jpeg", `${path}: expected JPEG, got ${meta.format}`);
    check(meta.width === w && meta.height === h, `${path}: expected ${w}x${h}, got ${meta.width}x${meta.height}`);
  } catch (e) {
    fail(`${path}: does not decode (${e.message})`);
  }
}
for (const file of await listFiles(join(SEED_DIR, "images"))) {
  const rel = relative(SEED_DIR, file).split("\\").join("/");
  const buf = await readFile(file);
  total += buf.length;
  const hash = createHash("sha256").update(buf).digest("hex");
  if (hashes.has(hash)) fail(`identical images: ${hashes.get(hash)} and ${rel}`);
  else hashes.set(hash, rel);
  if (!images.has(rel)) warnings.push(`unreferenced image ${rel} (npm run images -- --prune removes it)`);
}
check(
  total <= MAX_IMAGE_BYTES,
  `images total ${(total / 1048576).toFixed(2)} MB exceeds ${MAX_IMAGE_BYTES / 1048576} MB`,
);

// ---------------------------------------------------------------- report
for (const w of warnings) console.warn(`warning: ${w}`);
const summary = `destinations ${destinations.length} (International ${byType.International}, Domestic ${byType.Domestic}), blogs ${blogs.length}, deals ${deals.length}, reviews ${reviews.length}, service-cards ${services.length}, faqs ${faqs.length}, tour-packages ${tours.length}; images ${images.size} referenced, ${(total / 1048576).toFixed(2)} MB`;
if (errors.length) {
  for (const e of errors) console.error(`FAIL: ${e}`);
  console.error(`\n${errors.length} problem(s). ${summary}`);
  process.exit(1);
}
console.log(`seed OK: ${summary}`);
