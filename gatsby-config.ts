import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";
import { resolveSourceOptions } from "./plugins/gatsby-source-agency-api/options";

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: process.env.SITE_URL ?? site.siteUrl,
  },
  // Typed page queries (Queries.*) are written on build too, so `tsc` checks them in CI.
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "never",
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "avif", "webp"], quality: 70, placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    "gatsby-transformer-json",
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: `${__dirname}/content` } },
    { resolve: "gatsby-source-agency-api", options: { ...resolveSourceOptions(process.env) } },
  ],
};

export default config;
