#!/usr/bin/env node
// Renders every image referenced by the seed JSON files in server/seed/. The images are not tracked in git:
// `npm install` runs this (postinstall), which draws the missing ones (about 20 s for all 211 on two cores).
//
//   npm run images                       (= node server/seed/image-generator/index.mjs) draw the missing images
//   npm run images -- --force            re-render even if the file exists
//   npm run images -- --prune            also delete images no JSON file references
//   npm run images -- --list             print each image path with the scene chosen for it
//   --on-install                         what postinstall passes: on Netlify (NETLIFY=true) nothing is drawn, since
//                                        its builds read the agency's backend, never this reference data
//
// Each picture is an SVG scene (scenes/) chosen by keywords from the record, with colours and layout seeded from
// the image path, so the output is deterministic and no two images are alike. No network needed.
import { mkdir, stat, unlink } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { SEED_DIR, listFiles } from "../seed-files.mjs";
import { buildJobs, renderSvg } from "./jobs.mjs";

const args = new Set(process.argv.slice(2));
const FORCE = args.has("--force");
const PRUNE = args.has("--prune");
const JPEG = { quality: 72, mozjpeg: true };

async function main() {
  if (args.has("--on-install") && process.env.NETLIFY === "true") {
    console.log("seed images: not drawn on Netlify (its builds read the agency's backend, not the reference data)");
    return;
  }
  const jobs = await buildJobs();
  if (args.has("--list")) {
    for (const j of jobs) console.log(j.path, j.sel ? `${j.sel.scene} ${JSON.stringify(j.sel.opts)}` : "");
    return;
  }
  const seen = new Set();
  let made = 0,
    skipped = 0,
    bytes = 0;
  const queue = jobs.filter((j) => !seen.has(j.path) && seen.add(j.path));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const out = join(SEED_DIR, job.path);
      if (!FORCE) {
        const st = await stat(out).catch(() => null);
        if (st) {
          skipped++;
          bytes += st.size;
          continue;
        }
      }
      await mkdir(dirname(out), { recursive: true });
      const info = await sharp(Buffer.from(renderSvg(job)))
        .resize(job.size[0], job.size[1], { fit: "fill" })
        .jpeg(JPEG)
        .toFile(out);
      bytes += info.size;
      made++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const wanted = new Set([...seen].map((p) => join(SEED_DIR, p)));
  const orphans = (await listFiles(join(SEED_DIR, "images"))).filter((f) => !wanted.has(f));
  for (const f of orphans) {
    if (PRUNE) await unlink(f);
    console.log(`${PRUNE ? "removed" : "unreferenced (use --prune to delete)"}: ${relative(SEED_DIR, f)}`);
  }
  console.log(
    `seed images: ${seen.size} referenced, ${made} rendered, ${skipped} already present (use --force to re-render); ${(bytes / 1048576).toFixed(2)} MB`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
