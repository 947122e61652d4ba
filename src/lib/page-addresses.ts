/**
 * Whether a content page (content/pages/*.json) may live at an address: not a page the code makes, not
 * inside a folder the code fills, not another content page's. Case and trailing slashes are ignored, as
 * Netlify and Gatsby serve "/About/" and "/about" as one page. The build (gatsby/content/block-pages.ts) and
 * the CMS's save check (src/cms/save-checks.ts) both ask these functions, so both refuse with the same words.
 * Browser-safe.
 */
import { CODE_ROUTE_PREFIXES, CODE_ROUTES } from "./routes";

/** "/About/" → "/about": how two addresses are compared. */
export const normaliseAddress = (path: string) => (path.replace(/\/+$/, "") || "/").toLowerCase();

/** Why a content page cannot have this address because the site's code owns it, or null when it can. */
export function pathConflict(path: string): string | null {
  const wanted = normaliseAddress(path);
  const route = CODE_ROUTES.find((candidate) => normaliseAddress(candidate) === wanted);
  if (route) return `${path} is the address of a page the site makes itself (${route})`;
  const prefix = CODE_ROUTE_PREFIXES.find((candidate) => wanted.startsWith(candidate.toLowerCase()));
  if (prefix) return `${path} is inside ${prefix}, where the site makes its own pages`;
  return null;
}

/** Another content page's address, and its file ("content/pages/about.json"). */
export interface PageAddress {
  file: string;
  path: string;
}

/** The message when `path` is already `twin`'s address. */
export const addressTaken = (path: string, twin: PageAddress) => `${path} is already the path of ${twin.file}`;

/**
 * Why a content page cannot have `path`, given the other content pages (the page itself left out), or
 * null when it can.
 */
export function addressProblem(path: string, otherPages: readonly PageAddress[]): string | null {
  const conflict = pathConflict(path);
  if (conflict) return conflict;
  const twin = otherPages.find((page) => normaliseAddress(page.path) === normaliseAddress(path));
  return twin ? addressTaken(path, twin) : null;
}
