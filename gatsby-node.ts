import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CONTENT_FILES, ContentFileError, readContentFile } from "./src/lib/content-schema";
import { DESTINATION_TYPES } from "./plugins/gatsby-source-agency-api/collections";
import { writePdfs } from "./gatsby/write-pdfs";

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

/** The downloadable PDFs, written from content/pdf/*.md on every build and every `gatsby develop` start. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  try {
    const written = await writePdfs(program.directory, path.join(program.directory, "public"));
    reporter.info(`[pdf] wrote ${written.join(", ")}`);
  } catch (error) {
    reporter.panic(`[pdf] ${error instanceof Error ? error.message : String(error)}`);
  }
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

  createPage({ path: "/destinations", component: template("destination-list"), context: { types: DESTINATION_TYPES, type: null } });
  for (const type of DESTINATION_TYPES) {
    createPage({ path: `/destination/${type}`, component: template("destination-list"), context: { types: [type], type } });
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
