/** The old article address /blog-details?id={blogId}, which now lives at /blog-details/{blogId}. */
import { blogPostPath, ROUTES } from "./routes";

export type LegacyBlogRequest =
  { kind: "missing-id" } | { kind: "unknown-id"; id: string } | { kind: "known"; id: string; path: string };

/** What the legacy address asks for, given the ids of the posts that were built. */
export function resolveLegacyBlogRequest(search: string, knownIds: readonly string[]): LegacyBlogRequest {
  const id = (new URLSearchParams(search).get("id") ?? "").trim();
  if (!id) return { kind: "missing-id" };
  if (!knownIds.includes(id)) return { kind: "unknown-id", id };
  return { kind: "known", id, path: blogPostPath(id) };
}

/**
 * Netlify `_redirects` lines sending /blog-details?id=X to the post's page, one per built post, so an
 * unknown id still reaches the legacy page (which says 'Blog not found') instead of a 404.
 */
export function legacyBlogRedirectRules(knownIds: readonly string[]): string {
  return knownIds
    .map((id) => `${ROUTES.legacyBlogPost} id=${encodeURIComponent(id)} ${blogPostPath(id)} 301!`)
    .join("\n");
}
