import { useEffect, useState } from "react";
import { navigate } from "gatsby";
import { canLoadPage } from "../../gatsby/upstream/page-loader";
import { resolveLegacyBlogRequest, type LegacyBlogRequest } from "../lib/legacy-blog-url";

export type LegacyBlogState = { kind: "reading" } | LegacyBlogRequest | { kind: "failed"; path: string };

/**
 * /blog-details?id=X: "reading" until the query string is known (the static HTML), then the post is
 * opened in place of this address, or the reason it cannot be: no id, unknown id, or a failed load.
 */
export function useLegacyBlogRedirect(search: string | null, knownIds: readonly string[]): LegacyBlogState {
  const request = search === null ? null : resolveLegacyBlogRequest(search, knownIds);
  const target = request?.kind === "known" ? request.path : null;
  const [failedPath, setFailedPath] = useState<string | null>(null);

  useEffect(() => {
    if (!target) return;
    let current = true;
    canLoadPage(target).then((ok) => {
      if (!current) return;
      if (ok) navigate(target, { replace: true });
      else setFailedPath(target);
    });
    return () => {
      current = false;
    };
  }, [target]);

  if (!request) return { kind: "reading" };
  if (target && failedPath === target) return { kind: "failed", path: target };
  return request;
}
