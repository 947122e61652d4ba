import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs, Reporter } from "gatsby";
import { legacyBlogRedirectRules } from "../../src/lib/legacy-blog-url";
import { CMS_ADMIN_PATH, SEARCH_INDEX_DIR } from "../../src/lib/routes";
import { enquiryOrigin } from "./enquiry-endpoint";
import {
  contentSecurityPolicy,
  isHashedAsset,
  netlifyHeadersFile,
  NOT_FOUND_PAGES,
  sitePolicyPaths,
  withPolicyMeta,
} from "./security-headers";

/*
 * What the build leaves for Netlify besides the pages: public/_redirects, public/_headers, and no source maps.
 * Each step is called by gatsby-node onPostBuild; scripts/serve.mjs reads the same files.
 */

/** Files Gatsby leaves in public/ for its own builds (module paths and chunk names), not for visitors. */
export const BUILD_ONLY_FILES = ["/webpack.stats.json", "/chunk-map.json"];

/**
 * public/_redirects: Netlify sends /blog-details?id={built post} straight to the post; other ids reach the legacy
 * page's messages; BUILD_ONLY_FILES answer 404. Rewritten on every build (public/ outlives builds); hand-written
 * rules in static/_redirects come first. scripts/serve.mjs applies the 404 rules too.
 */
export async function writeRedirects({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">) {
  const result = await graphql<{ blogs: { nodes: { agencyId: string }[] } }>(`
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
  const handWritten = existsSync("static/_redirects") ? readFileSync("static/_redirects", "utf8").trimEnd() : "";
  writeFileSync(
    "public/_redirects",
    [
      handWritten,
      "# Gatsby's own files, for its build only: answered 404 (forced, so the file there is not served)",
      ...BUILD_ONLY_FILES.map((file) => `${file} /404.html 404!`),
      "# Legacy article links /blog-details?id=X (gatsby-node onPostBuild)",
      rules,
    ]
      .filter(Boolean)
      .join("\n") + "\n",
  );
}

/**
 * No source maps are published, the site's or the admin's: maps an older build wrote (public/ outlives builds on
 * Netlify) are deleted too.
 */
export function removeSourceMaps(publicDir: string): void {
  for (const dir of [publicDir, path.join(publicDir, CMS_ADMIN_PATH)].filter((folder) => existsSync(folder)))
    for (const map of readdirSync(dir).filter((name) => name.endsWith(".map"))) rmSync(path.join(dir, map));
}

/**
 * public/_headers (security and caching headers) with the CSP allowing exactly the given inline-script hashes, and
 * the same policy in the 404 pages themselves: an unknown path matches no rule that carries the site's CSP.
 */
export function writeHeaders(
  publicDir: string,
  scriptHashes: string[],
  site: { chatWidgetUrl: string; mapEmbedUrl: string },
  reporter: Reporter,
) {
  // Exactly the origin the built form posts to (null: the site itself, already 'self').
  const apiOrigin = enquiryOrigin(process.env);
  const hashedAssets = readdirSync(publicDir)
    .filter(isHashedAsset)
    .map((name) => `/${name}`);
  const hasAdmin = existsSync(path.join(publicDir, CMS_ADMIN_PATH));
  const topLevelNames = readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.name.endsWith(".html"))
    .map((entry) => entry.name);
  const policyOptions = { apiOrigin, chatWidgetUrl: site.chatWidgetUrl, mapEmbedUrl: site.mapEmbedUrl, scriptHashes };
  for (const page of NOT_FOUND_PAGES.map((name) => path.join(publicDir, name)).filter((file) => existsSync(file)))
    writeFileSync(page, withPolicyMeta(readFileSync(page, "utf8"), contentSecurityPolicy(policyOptions)));
  // The CMS's folder and the search worker's get their own policies, so the site's is set per top-level name.
  const searchPath = existsSync(path.join(publicDir, SEARCH_INDEX_DIR)) ? SEARCH_INDEX_DIR : undefined;
  const admin = hasAdmin
    ? { path: CMS_ADMIN_PATH, localBackendUrl: process.env.GATSBY_CMS_LOCAL_BACKEND || null }
    : undefined;
  const ownFolders = [admin?.path, searchPath].filter((folder): folder is string => Boolean(folder));
  writeFileSync(
    path.join(publicDir, "_headers"),
    netlifyHeadersFile(
      policyOptions,
      hashedAssets,
      ownFolders.length > 0 ? { sitePaths: sitePolicyPaths(topLevelNames, ownFolders), admin, searchPath } : undefined,
    ),
  );
  reporter.info(`[headers] wrote public/_headers (${scriptHashes.length} inline script hashes)`);
}
