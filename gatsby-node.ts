import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CONTENT_FILES, ContentFileError, readContentFile } from "./src/lib/content-schema";
import { DESTINATION_TYPES } from "./plugins/gatsby-source-agency-api/collections";
import { isHashedAsset, netlifyHeadersFile } from "./src/lib/security-headers";
import site from "./content/site.json";

/** Content files edited by marketers are checked first, so a mistake fails the build naming file and field. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems: string[] = [];
  for (const { file, schema } of CONTENT_FILES) {
    try {
      readContentFile(file, schema);
    } catch (error) {
      problems.push(error instanceof ContentFileError ? error.message : String(error));
    }
  }
  if (problems.length > 0) reporter.panic(`[content] ${problems.join("\n")}`);
};

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

interface PagesQuery {
  destinations: { nodes: { agencyId: string; itinerary: { dayNumber: number }[] }[] };
  blogs: { nodes: { agencyId: string }[] };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions;
  const result = await graphql<PagesQuery>(`
    query CreatePages {
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

  for (const type of DESTINATION_TYPES) {
    createPage({ path: `/destination/${type}`, component: template("destination-list"), context: { type } });
  }
  for (const { agencyId, itinerary } of result.data.destinations.nodes) {
    createPage({ path: `/destination-details/${agencyId}`, component: template("destination-details"), context: { agencyId } });
    if (itinerary.length > 0) {
      createPage({ path: `/Itinerary/${agencyId}`, component: template("itinerary"), context: { agencyId } });
    }
  }
  for (const { agencyId } of result.data.blogs.nodes) {
    createPage({ path: `/blog-details/${agencyId}`, component: template("blog-post"), context: { agencyId } });
  }
};

/** Security and caching headers for Netlify (and for scripts/serve.mjs, which serves the build the same way). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const apiOrigin = process.env.GATSBY_ADMIN_API_URL || process.env.ADMIN_API_URL || "http://127.0.0.1:4000";
  const hashedAssets = readdirSync("public").filter(isHashedAsset).map((name) => `/${name}`);
  writeFileSync(
    path.resolve("public/_headers"),
    netlifyHeadersFile({ apiOrigin, chatWidgetUrl: site.chatWidgetUrl, mapEmbedUrl: site.mapEmbedUrl }, hashedAssets),
  );
  reporter.info("[headers] wrote public/_headers");
};
