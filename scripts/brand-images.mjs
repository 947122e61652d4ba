#!/usr/bin/env node
// Renders the site's brand images from the logo in static/favicon.svg and the name in content/site.json:
//   static/og-default.jpg           1200x630 sharing image for pages without a picture of their own
//   static/icons/icon-192.png, icon-512.png   web manifest icons
//   static/icons/maskable-512.png   manifest icon with the logo inside the maskable safe zone
//   static/icons/apple-touch-icon.png          180x180 for iOS home screens
// The output is committed (run `npm run brand-images` after changing the logo or the name), so builds
// do not spend time resizing icons.
import { readFile, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const BRAND = "#0b5e5a";
const BRAND_DARK = "#073f3c";
const ACCENT = "#f0a531";

const site = JSON.parse(await readFile(join(ROOT, "content/site.json"), "utf8"));
const logo = await readFile(join(ROOT, "static/favicon.svg"), "utf8");
const logoInner = logo.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The 36x36 logo drawn at (x, y) with the given size. */
const logoAt = (x, y, size) => `<g transform="translate(${x} ${y}) scale(${size / 36})">${logoInner}</g>`;

const sharingImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <path d="M0 520c200-60 400-60 600 0s400 60 600 0v110H0Z" fill="#8fd3c9" opacity="0.25"/>
  <path d="M0 560c200-50 400-50 600 0s400 50 600 0v70H0Z" fill="#8fd3c9" opacity="0.35"/>
  <circle cx="600" cy="190" r="104" fill="#fbfaf6" opacity="0.12"/>
  ${logoAt(520, 110, 160)}
  <text x="600" y="380" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="76" fill="#ffffff">${escapeXml(site.name)}</text>
  <rect x="520" y="408" width="160" height="5" rx="2.5" fill="${ACCENT}"/>
  <text x="600" y="470" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#e4f1ef">${escapeXml(site.tagline)}</text>
</svg>`;

/** A square icon: the logo on the brand colour, scaled to `logoShare` of the side (maskable icons keep it in the safe zone). */
const squareIcon = (logoShare) => {
  const size = 512;
  const logoSize = size * logoShare;
  const offset = (size - logoSize) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${BRAND}"/>${logoAt(offset, offset, logoSize)}</svg>`;
};

await mkdir(join(ROOT, "static/icons"), { recursive: true });
const outputs = [
  ["static/og-default.jpg", sharp(Buffer.from(sharingImage)).jpeg({ quality: 82, mozjpeg: true })],
  [
    "static/icons/icon-192.png",
    sharp(Buffer.from(squareIcon(0.92)))
      .resize(192, 192)
      .png({ compressionLevel: 9 }),
  ],
  ["static/icons/icon-512.png", sharp(Buffer.from(squareIcon(0.92))).png({ compressionLevel: 9 })],
  // The maskable safe zone is the central circle of 80% diameter.
  ["static/icons/maskable-512.png", sharp(Buffer.from(squareIcon(0.7))).png({ compressionLevel: 9 })],
  [
    "static/icons/apple-touch-icon.png",
    sharp(Buffer.from(squareIcon(0.82)))
      .resize(180, 180)
      .png({ compressionLevel: 9 }),
  ],
];
for (const [file, image] of outputs) {
  const info = await image.toFile(join(ROOT, file));
  console.log(`${file} ${info.width}x${info.height} ${info.size} bytes`);
}
