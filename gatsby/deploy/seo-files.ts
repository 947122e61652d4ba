import { writeFileSync } from "node:fs";
import path from "node:path";
import type { SiteFacts } from "../../src/lib/site";
import { CMS_ADMIN_PATH, ROUTES } from "../../src/lib/routes";
import { EDITION_CODES, pathInEdition } from "../../src/i18n/editions";

/**
 * Pages that are not in the sitemap: error pages, /blog-details (the noindex page behind legacy ?id= links)
 * /shortlist (noindex: what it lists is kept in each visitor's browser), /search (noindex: a page per query) and the CMS (not a Gatsby page, listed so it
 * stays out if it ever becomes one).
 */
export const SITEMAP_EXCLUDES = [
  ROUTES.notFound,
  `${ROUTES.notFound}.html`,
  "/dev-404-page",
  ROUTES.legacyBlogPost,
  // In every edition: /ml/search is as unlisted as /search.
  ...EDITION_CODES.flatMap((code) => [ROUTES.shortlist, ROUTES.search].map((route) => pathInEdition(code, route))),
  `${CMS_ADMIN_PATH}*`,
];

/** gatsby-plugin-sitemap always writes an index, which points at the sitemap files. */
export const SITEMAP_PATH = "/sitemap-index.xml";

/** robots.txt: everything may be crawled; the sitemap is named with the canonical origin. */
export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;

/** The web app manifest: name and colours from the brand, icons rendered by `npm run brand-images`. */
export const webManifest = (facts: Pick<SiteFacts, "name" | "description">) => ({
  name: facts.name,
  short_name: facts.name.split(" ")[0],
  description: facts.description,
  start_url: ROUTES.home,
  scope: ROUTES.home,
  display: "standalone",
  lang: "en-IN",
  background_color: "#fbfaf6",
  theme_color: "#0b5e5a",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
});

/**
 * robots.txt and the web manifest, generated rather than kept in static/ so the site URL and name come from where
 * the pages take them; written at bootstrap (like the PDFs) so `gatsby develop` serves them too.
 */
export function writeSeoFiles(publicDir: string, site: SiteFacts, origin: string): void {
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(origin));
  writeFileSync(path.join(publicDir, "manifest.webmanifest"), `${JSON.stringify(webManifest(site), null, 2)}\n`);
}
