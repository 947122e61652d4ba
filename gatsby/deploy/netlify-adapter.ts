import { cp, mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { AdapterInit } from "gatsby";

/** Netlify keeps this directory between builds of a site (the same one its own cache utilities use). */
export const NETLIFY_CACHE_DIR = "/opt/build/cache";

export interface StaticNetlifyAdapterOptions {
  /** Where to keep the directories; defaults to Netlify's build cache when the build runs on Netlify. */
  cacheDir?: string;
}

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );

/** Replaces `to` with a copy of `from` (a copy, not a move: Netlify deploys public/ after the build). */
async function replaceWithCopy(from: string, to: string) {
  await rm(to, { recursive: true, force: true });
  await mkdir(path.dirname(to), { recursive: true });
  await cp(from, to, { recursive: true });
}

/**
 * Our Gatsby adapter for Netlify. The site is fully static: headers and redirects are written by
 * gatsby-node's onPostBuild (public/_headers, public/_redirects), so `adapt` has nothing to add. What it
 * does is keep `.cache` and `public` between builds, so a rebuild after a content change reuses every
 * processed image (minutes of sharp work on a cold build). Declaring it also stops Gatsby from installing
 * gatsby-adapter-netlify on its own, whose default headers would be merged into ours.
 */
export const staticNetlifyAdapter: AdapterInit<StaticNetlifyAdapterOptions> = (options = {}) => {
  const cacheDir = options.cacheDir ?? (process.env.NETLIFY ? NETLIFY_CACHE_DIR : undefined);
  const stored = (directory: string) => path.join(cacheDir ?? "", "gatsby", path.basename(directory));
  return {
    name: "keralam-static-netlify",
    cache: {
      async restore({ directories, reporter }) {
        if (!cacheDir) return false;
        let restored = 0;
        for (const directory of directories) {
          if (!(await exists(stored(directory)))) continue;
          await cp(stored(directory), directory, { recursive: true });
          restored += 1;
        }
        reporter.info(
          restored
            ? `[netlify] restored ${directories.join(", ")} from the build cache`
            : "[netlify] no build cache yet: a cold build",
        );
        return restored > 0;
      },
      async store({ directories, reporter }) {
        if (!cacheDir) return;
        for (const directory of directories) {
          if (!(await exists(directory))) continue;
          await replaceWithCopy(directory, stored(directory));
        }
        reporter.info(`[netlify] kept ${directories.join(", ")} in the build cache for the next build`);
      },
    },
    adapt({ reporter }) {
      reporter.verbose("[netlify] static site: _headers and _redirects come from onPostBuild");
    },
  };
};
