import path from "node:path";
import type { GatsbyNode, ParentSpanPluginArgs } from "gatsby";
import { buildAdminAndReport } from "./gatsby/cms/admin-bundle";
import { previewRecordsResolvers, previewRecordsTypeDefs, writePreviewRecords } from "./gatsby/cms/preview-records";
import { checkBeforeBuild } from "./gatsby/content/check-before-build";
import { defineContentTypes } from "./gatsby/content/schema-types";
import { removeSourceMaps, writeHeaders, writeRedirects } from "./gatsby/deploy/publish";
import { writeSeoFiles } from "./gatsby/deploy/seo-files";
import { buildTimeResolvers, tripTypeDefs } from "./gatsby/pages/resolvers";
import { createSitePages } from "./gatsby/pages/create-pages";
import { writeTripData } from "./gatsby/pages/trip-data";
import { contentDirectory } from "./gatsby/content/content-directory";
import { writeDocuments } from "./gatsby/pdf/write-documents";
import { watchPdfDocuments } from "./gatsby/pdf/write-pdfs";
import { startBuildSiteSearch } from "./gatsby/search/site-search-index";
import { gatsbyCommand } from "./gatsby/upstream/gatsby-command";
import { rewriteBuiltPages } from "./gatsby/upstream/html-pass";
import { siteFacts, siteUrl } from "./src/lib/site";

/*
 * The build's table of contents: each hook calls named steps in gatsby/ (content/, pages/, pdf/, deploy/, and
 * upstream/ for what depends on Gatsby's or React's internals). The steps say what they do and why.
 */

/** The site's root directory, from Gatsby's store (the official way to read `program`). */
const root = (store: ParentSpanPluginArgs["store"]) =>
  (store.getState() as { program: { directory: string } }).program.directory;

/** Per-page CSS and no source maps (gatsby/upstream/webpack-config.ts). */
export { onCreateWebpackConfig } from "./gatsby/upstream/webpack-config";

/** Before any sourcing: the enquiry endpoint and every content file, each problem named. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => checkBeforeBuild(reporter);

/** GraphQL types of content/, generated from the content model, with the blocks' data fields; the CMS snapshot's; the trip. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  defineContentTypes(args);
  args.actions.createTypes(previewRecordsTypeDefs);
  args.actions.createTypes(tripTypeDefs);
};

/**
 * Reading time, the sidebars' recent posts and tags, and the privacy notice's version, worked out at build time;
 * the CMS snapshot's destinations and posts, with pictures only where shown.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(buildTimeResolvers());
  createResolvers(previewRecordsResolvers());
};

/** The itinerary PDFs and the CMS admin of `gatsby build`, written beside the bundles and queries; onPostBuild waits for them. */
let itineraryPdfs: Promise<void> | undefined;
let admin: Promise<void> | undefined;

/** The CMS admin (public/admin), the PDFs (tip sheets, visa checklist, one per itinerary), robots.txt and the web manifest; develop too. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async (args) => {
  // `gatsby develop` has no onPostBuild to wait in, so it waits here.
  const besideTheBuild = gatsbyCommand() === "build";
  const publicDir = path.join(root(args.store), "public");
  admin = buildAdminAndReport(publicDir, besideTheBuild ? "production" : "development", args.reporter);
  if (!besideTheBuild) await admin;
  ({ itineraryPdfs } = await writeDocuments(args, root(args.store), { besideTheBuild }));
  writeSeoFiles(path.join(root(args.store), "public"), siteFacts, siteUrl());
  args.reporter.info("[seo] wrote public/robots.txt and public/manifest.webmanifest");
};

/** `gatsby develop` (`npm run cms`'s local site): a PDF document's PDF is written again when its Markdown changes. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ reporter, store }) => {
  const directory = root(store);
  watchPdfDocuments(contentDirectory(directory), path.join(directory, "public"), {
    written: (address, source) => reporter.info(`[pdf] wrote ${address} again, from ${source} as changed`),
    failed: (message) => reporter.error(`[pdf] ${message}`),
  });
};

/** Block pages, destination lists and details, itineraries and blog posts. */
export const createPages: GatsbyNode["createPages"] = (args) => createSitePages(args, root(args.store));

/** Once the itinerary PDFs are written: redirects, the trips the comparison loads, the CMS preview's records, the one pass over the built pages (a mend that misses a page fails the build), search, headers. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  await Promise.all([itineraryPdfs, admin]);
  await writeRedirects({ graphql, reporter });
  await writeTripData({ graphql, reporter }, "public");
  const previewRecords = writePreviewRecords("public");
  reporter.info(`[cms] the preview's records: ${Math.round(previewRecords.bytes / 1024)} KB`);
  removeSourceMaps("public");
  // The pass gives each page to the site search as it goes: Pagefind parses one while the next is mended.
  const search = await startBuildSiteSearch("public", root(store), reporter);
  const pass = await rewriteBuiltPages("public", search ? (file, html) => search.add(file, html) : undefined);
  if (pass.problems.length > 0) {
    await search?.abandon();
    reporter.panicOnBuild(
      `[html] ${pass.problems.length} pages were not mended:\n  ${pass.problems.slice(0, 20).join("\n  ")}`,
    );
    return;
  }
  if (pass.nulRepaired.length > 0)
    reporter.info(`[html] removed React's NUL padding from ${pass.nulRepaired.join(", ")}`);
  reporter.info(`[html] ${pass.paintFirst} of ${pass.pages} pages request their scripts after the first paint`);
  await search?.finish();
  writeHeaders("public", pass.scriptHashes, siteFacts, reporter);
};
