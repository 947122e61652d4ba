import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";
import { staticNetlifyAdapter } from "./gatsby/deploy/netlify-adapter";
import { resolveSourceOptions } from "./plugins/gatsby-source-agency-api/options";
import { siteUrl } from "./src/lib/site";
import { SITEMAP_EXCLUDES } from "./gatsby/deploy/seo-files";
import { serveAdmin } from "./gatsby/cms/admin-bundle";
import { serveBuildStatus } from "./gatsby/cms/build-status";
import { contentNodeType } from "./src/content-model";
import { contentDirectory } from "./gatsby/content/content-directory";

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: siteUrl(),
  },
  // Typed page queries (Queries.*) are written on build too, so `tsc` checks them in CI.
  // Not under `npm run cms` (CMS_PUBLISHED_CONTENT): decap-server rebases a draft onto the branch at every save and
  // refuses (HTTP 500) while a tracked file has changes, and develop rewrote src/gatsby-types.d.ts under it.
  graphqlTypegen: process.env.CMS_PUBLISHED_CONTENT ? false : { generateOnBuild: true },
  trailingSlash: "never",
  // `npm run cms`: the admin's page, and the CMS's build status line asking the develop server whether the content
  // would build.
  developMiddleware: (app: Parameters<typeof serveBuildStatus>[0] & Parameters<typeof serveAdmin>[0]) => {
    serveAdmin(app);
    serveBuildStatus(app);
  },
  // Keeps .cache and public between Netlify builds; headers and redirects are ours (gatsby/deploy/netlify-adapter.ts).
  adapter: staticNetlifyAdapter(),
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          quality: 70,
          placeholder: "dominantColor",
          // sharp's default AVIF effort 4 took most of the build; 2 encodes ~7x faster at about the same size and
          // look (docs/benchmarks.md, "Build at scale"). Needs gatsby/upstream/patches/gatsby-plugin-sharp+5.16.0.patch
          // to reach sharp.
          avifOptions: { effort: 2 },
        },
      },
    },
    "gatsby-transformer-sharp",
    // The GraphQL type of each content file comes from the content model: content/pages/*.json → BlockPage,
    // team.json → TeamJson (the default names object files after their folder: every file would be ContentJson).
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: ({ node }: { node: { relativePath: string } }) => contentNodeType(node.relativePath) },
    },
    // `npm run cms` reads content/ as published (scripts/published-content.mjs), not the working tree its drafts
    // flicker through.
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDirectory(__dirname) },
    },
    { resolve: "gatsby-source-agency-api", options: { ...resolveSourceOptions(process.env) } },
    // /sitemap-index.xml → /sitemap-0.xml; robots.txt (gatsby-node onPostBuild) points at it.
    { resolve: "gatsby-plugin-sitemap", options: { excludes: SITEMAP_EXCLUDES } },
  ],
};

export default config;
