import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CONTENT_FILES, ContentFileError, readContentFile } from "./src/lib/content-schema";
import { contentTypeDefs } from "./src/lib/content-types";
import { DESTINATION_TYPES } from "./plugins/gatsby-source-agency-api/collections";

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

/** Typed GraphQL for the content/ JSON files, so pages get non-null fields whatever the files hold. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
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
