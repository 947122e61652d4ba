import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { blockDataFields, blockDataTypeDefs } from "./gatsby/block-data";
import { BlockPageError, checkBlockPages, type BlockPageNode } from "./gatsby/block-pages";
import { contentTypeConfigs } from "./gatsby/content-graphql";
import { validateContent } from "./gatsby/content-validation";
import { writeBlockTemplate } from "./gatsby/block-templates";
import { enquiryOrigin, EnquiryEndpointError } from "./gatsby/enquiry-endpoint";
import { buildInlineScriptHashes, removeNulPadding } from "./gatsby/inline-scripts";
import { paintFirstBuild } from "./gatsby/paint-first-scripts";
import {
  contentSecurityPolicy,
  isHashedAsset,
  netlifyHeadersFile,
  NOT_FOUND_PAGES,
  sitePolicyPaths,
  withPolicyMeta,
} from "./gatsby/security-headers";
import { robotsTxt, webManifest } from "./gatsby/seo-files";
import { writePdfs } from "./gatsby/write-pdfs";
import { layoutFingerprint, writeItineraryPdfs } from "./gatsby/itinerary-pdfs";
import type { ItineraryPdfInput } from "./src/lib/itinerary-pdf";
import { distinctTags, recentPosts, SIDEBAR_RECENT_LIMIT, SIDEBAR_TAG_LIMIT } from "./src/lib/blog-list";
import { legacyBlogRedirectRules } from "./src/lib/legacy-blog-url";
import { readingTimeMinutes } from "./src/lib/reading-time";
import {
  blogPostPath,
  CMS_ADMIN_PATH,
  DESTINATION_TYPES,
  destinationDetailsPath,
  destinationListPath,
  itineraryPath,
  ROUTES,
} from "./src/lib/routes";
import { siteUrl } from "./src/lib/site";
import site from "./content/site.json";

/**
 * Gatsby's production config merges every stylesheet of the site into one and inlines all of it into every
 * page (61 KB of CSS on /faq). Without that cache group each page inlines only the CSS of its own chunks
 * (app, page, shared components), and a client-side navigation loads the next page's CSS with its chunk.
 * No source maps either: they would publish the whole source for anyone to read.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  config.devtool = false;
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  if (cacheGroups?.styles) delete cacheGroups.styles;
  actions.replaceWebpackConfig(config);
};

/**
 * Checked first, before any sourcing: the enquiry endpoint (a published build that would lose enquiries stops
 * here, naming GATSBY_ADMIN_API_URL), then the content files edited by marketers (naming file and field).
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems: string[] = [];
  try {
    enquiryOrigin(process.env);
  } catch (error) {
    if (!(error instanceof EnquiryEndpointError)) throw error;
    reporter.panic(`[enquiry] ${error.message}`);
  }
  problems.push(...validateContent());
  if (problems.length > 0) reporter.panic(`[content] ${problems.join("\n")}`);
};

/**
 * Typed GraphQL for the content/ files, generated from the content model (gatsby/content-graphql.ts), with the
 * blocks' data fields (gatsby/block-data.ts): pages get non-null fields whatever the files hold.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes(blockDataTypeDefs);
  actions.createTypes(
    contentTypeConfigs(undefined, blockDataFields).map((config) => {
      if (config.kind === "union") return schema.buildUnionType(config);
      if (config.kind === "interface") return schema.buildInterfaceType(config);
      return schema.buildObjectType(config);
    }),
  );
};

/** The downloadable PDFs, written from content/pdf/*.md on every build and every `gatsby develop` start. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter, store, getNodesByType }) => {
  const { program } = store.getState() as { program: { directory: string } };
  try {
    const written = await writePdfs(program.directory, path.join(program.directory, "public"));
    reporter.info(`[pdf] wrote ${written.join(", ")}`);
  } catch (error) {
    reporter.panic(`[pdf] ${error instanceof Error ? error.message : String(error)}`);
  }
  // Every itinerary page's PDF, from the same sourced destination; unchanged ones are kept (see writeItineraryPdfs).
  const destinations = (
    getNodesByType("AgencyDestination") as unknown as (ItineraryPdfInput & { agencyId: string })[]
  ).map((node) => ({ ...node, id: node.agencyId }));
  const itineraries = await writeItineraryPdfs({
    destinations,
    publicDir: path.join(program.directory, "public"),
    manifestFile: path.join(program.directory, ".cache", "itinerary-pdfs.json"),
    fingerprint: await layoutFingerprint(program.directory),
  });
  reporter.info(
    `[pdf] itinerary PDFs: ${itineraries.written.length} written, ${itineraries.unchanged.length} unchanged, ${itineraries.removed.length} removed`,
  );
  if (itineraries.dropped.length > 0) {
    reporter.warn(
      `[pdf] left out of itinerary PDFs, the PDF font cannot draw them:\n  ${itineraries.dropped.slice(0, 20).join("\n  ")}` +
        (itineraries.dropped.length > 20 ? `\n  … and ${itineraries.dropped.length - 20} more` : ""),
    );
  }
  // Generated rather than kept in static/, so the site URL and name come from where the pages take them;
  // written at bootstrap (like the PDFs) so `gatsby develop` serves them too.
  const publicDir = path.join(program.directory, "public");
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl()));
  writeFileSync(path.join(publicDir, "manifest.webmanifest"), `${JSON.stringify(webManifest(site), null, 2)}\n`);
  reporter.info("[seo] wrote public/robots.txt and public/manifest.webmanifest");
};

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

interface PagesQuery {
  blockPages: { nodes: BlockPageNode[] };
  faqs: { nodes: { agencyId: string }[] };
  faqStatus: { ok: boolean } | null;
  destinations: { nodes: { agencyId: string; itinerary: { dayNumber: number }[] }[] };
  blogs: { nodes: { agencyId: string }[] };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const { createPage } = actions;
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      blockPages: allBlockPage {
        nodes {
          id
          path
          parent {
            ... on File {
              relativePath
            }
          }
          blocks {
            ... on FaqListBlock {
              faqIds
            }
          }
          blockTypes
          phoneActionBar
          lastUpdated
        }
      }
      faqs: allAgencyFaq(filter: { isActive: { eq: true } }) {
        nodes {
          agencyId
        }
      }
      faqStatus: agencySourceStatus(collection: { eq: "faqs" }) {
        ok
      }
      destinations: allAgencyDestination {
        nodes {
          agencyId
          itinerary {
            dayNumber
          }
        }
      }
      blogs: allAgencyBlog {
        nodes {
          agencyId
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("[pages] could not query the sourced content", result.errors);
    return;
  }

  // Pages made of blocks: a path taken by another page or an unknown FAQ id stops the build, naming the file.
  try {
    const faqIds = result.data.faqStatus?.ok === false ? null : result.data.faqs.nodes.map((faq) => faq.agencyId);
    for (const page of checkBlockPages(result.data.blockPages.nodes, faqIds)) {
      const { program } = store.getState() as { program: { directory: string } };
      const component = writeBlockTemplate(program.directory, page.blockTypes, Boolean(page.phoneActionBar));
      createPage({ path: page.path, component, context: { id: page.id } });
    }
  } catch (error) {
    if (!(error instanceof BlockPageError)) throw error;
    reporter.panicOnBuild(`[content] ${error.message}`);
    return;
  }

  createPage({
    path: ROUTES.destinations,
    component: template("destination-list"),
    context: { types: DESTINATION_TYPES, type: null },
  });
  for (const type of DESTINATION_TYPES) {
    createPage({
      path: destinationListPath(type),
      component: template("destination-list"),
      context: { types: [type], type },
    });
  }
  for (const { agencyId, itinerary } of result.data.destinations.nodes) {
    createPage({
      path: destinationDetailsPath(agencyId),
      component: template("destination-details"),
      context: { agencyId },
    });
    if (itinerary.length > 0) {
      createPage({ path: itineraryPath(agencyId), component: template("itinerary"), context: { agencyId } });
    }
  }
  for (const { agencyId } of result.data.blogs.nodes) {
    createPage({ path: blogPostPath(agencyId), component: template("blog-post"), context: { agencyId } });
  }
};

/** Reading time is worked out at build time, so lists can show it without shipping every post's text. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    AgencyBlog: {
      readingMinutes: {
        type: "Int!",
        resolve: (source: { content?: string | null }) => readingTimeMinutes(source.content),
      },
    },
    // The sidebars' rules (src/lib/blog-list), worked out at build time so a page carries only what it shows.
    Query: {
      recentBlogPosts: {
        type: "[AgencyBlog!]!",
        args: { limit: "Int", exceptId: "String" },
        resolve: async (_source: unknown, args: { limit?: number; exceptId?: string }, context: NodeModelContext) => {
          const posts = await allBlogPosts(context);
          return recentPosts(
            posts.filter((post) => post.agencyId !== args.exceptId),
            args.limit ?? SIDEBAR_RECENT_LIMIT,
          );
        },
      },
      // The privacy notice's date, its version: every enquiry form sends it (src/hooks/usePrivacyNotice.ts).
      privacyNoticeVersion: {
        type: "String!",
        resolve: async (_source: unknown, _args: unknown, { nodeModel }: PageModelContext) => {
          const notice = await nodeModel.findOne({
            type: "BlockPage",
            query: { filter: { path: { eq: ROUTES.privacy } } },
          });
          if (!notice?.lastUpdated) throw new Error(`the privacy notice (${ROUTES.privacy}) has no lastUpdated date`);
          return notice.lastUpdated;
        },
      },
      recentBlogTags: {
        type: "[String!]!",
        args: { limit: "Int" },
        resolve: async (_source: unknown, args: { limit?: number }, context: NodeModelContext) =>
          distinctTags(await allBlogPosts(context), args.limit ?? SIDEBAR_TAG_LIMIT),
      },
    },
  });
};

interface BlogPostNode {
  agencyId: string;
  createdAt: string;
  tags: string[];
}
interface NodeModelContext {
  nodeModel: { findAll: (args: { type: string }) => Promise<{ entries: Iterable<BlogPostNode> }> };
}
interface PageModelContext {
  nodeModel: {
    findOne: (args: { type: string; query: object }) => Promise<{ lastUpdated?: string | null } | null>;
  };
}
const allBlogPosts = async ({ nodeModel }: NodeModelContext) => [
  ...(await nodeModel.findAll({ type: "AgencyBlog" })).entries,
];

/**
 * After the build: public/_redirects (Netlify sends /blog-details?id={built post} straight to the post;
 * other ids reach the legacy page's messages) and public/_headers (security and caching headers, also
 * used by scripts/serve.mjs).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Pick<PagesQuery, "blogs">>(`
    query LegacyBlogRedirects {
      blogs: allAgencyBlog {
        nodes {
          agencyId
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("[redirects] could not list the blog posts", result.errors);
    return;
  }
  const rules = legacyBlogRedirectRules(result.data.blogs.nodes.map((blog) => blog.agencyId));
  // Rewritten on every build (public/ outlives builds); hand-written rules in static/_redirects come first.
  const handWritten = existsSync("static/_redirects") ? readFileSync("static/_redirects", "utf8").trimEnd() : "";
  writeFileSync(
    "public/_redirects",
    [handWritten, "# Legacy article links /blog-details?id=X (gatsby-node onPostBuild)", rules]
      .filter(Boolean)
      .join("\n") + "\n",
  );

  // Exactly the origin the built form posts to (null: the site itself, already 'self').
  const apiOrigin = enquiryOrigin(process.env);
  // public/ outlives builds: maps an older build wrote must not be published either.
  for (const map of readdirSync("public").filter((name) => name.endsWith(".map"))) rmSync(path.join("public", map));
  const repaired = removeNulPadding("public");
  if (repaired.length > 0) reporter.info(`[html] removed React's NUL padding from ${repaired.join(", ")}`);
  reporter.info(`[html] ${paintFirstBuild("public")} pages request their scripts after the first paint`);
  const { hashes: scriptHashes, pages } = buildInlineScriptHashes("public");
  reporter.info(`[headers] ${scriptHashes.length} inline script hashes across ${pages} pages`);
  const hashedAssets = readdirSync("public")
    .filter(isHashedAsset)
    .map((name) => `/${name}`);
  // The CMS's folder gets its own policy, so the site's is set per top-level name (gatsby/security-headers.ts).
  const adminFolder = path.join("public", CMS_ADMIN_PATH);
  const hasAdmin = existsSync(adminFolder);
  // The admin's build makes no source maps (gatsby/cms-webpack.ts); older builds' maps, kept with public/ between
  // Netlify builds, are not published either.
  if (hasAdmin)
    for (const map of readdirSync(adminFolder).filter((name) => name.endsWith(".map")))
      rmSync(path.join(adminFolder, map));
  const topLevelNames = readdirSync("public", { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.name.endsWith(".html"))
    .map((entry) => entry.name);
  const policyOptions = { apiOrigin, chatWidgetUrl: site.chatWidgetUrl, mapEmbedUrl: site.mapEmbedUrl, scriptHashes };
  // An unknown path matches no rule that carries the site's CSP, so the 404 page carries it itself.
  for (const page of NOT_FOUND_PAGES.map((name) => path.join("public", name)).filter((file) => existsSync(file)))
    writeFileSync(page, withPolicyMeta(readFileSync(page, "utf8"), contentSecurityPolicy(policyOptions)));
  writeFileSync(
    path.resolve("public/_headers"),
    netlifyHeadersFile(
      policyOptions,
      hashedAssets,
      hasAdmin
        ? {
            path: CMS_ADMIN_PATH,
            localBackendUrl: process.env.GATSBY_CMS_LOCAL_BACKEND || null,
            sitePaths: sitePolicyPaths(topLevelNames, CMS_ADMIN_PATH),
          }
        : undefined,
    ),
  );
  reporter.info("[headers] wrote public/_headers");
};
