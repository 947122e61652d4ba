import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { BlogError } from "../components/blog/BlogError";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { useClientSearch } from "../hooks/useClientSearch";
import { useLegacyBlogRedirect } from "../hooks/useLegacyBlogRedirect";
import { resolveLegacyBlogRequest } from "../lib/legacy-blog-url";
import { ROUTES } from "../lib/routes";

const MESSAGES = {
  "missing-id": "Blog ID not found",
  "unknown-id": "Blog not found",
  failed: "Failed to load blog details",
} as const;

/** The old address /blog-details?id=X: opens /blog-details/X, or says why it cannot. */
export default function BlogDetailsLegacyPage({ data, location }: PageProps<Queries.LegacyBlogIdsQuery>) {
  const ids = data.allAgencyBlog.nodes.map((node) => node.agencyId);
  const state = useLegacyBlogRedirect(useClientSearch(location.search), ids);

  if (state.kind === "missing-id" || state.kind === "unknown-id" || state.kind === "failed") {
    return <BlogError message={MESSAGES[state.kind]} />;
  }
  // Neutral while the address is read (and in the static HTML, which cannot know the query string).
  return (
    <>
      <PageHeader title="Blog article" crumbs={[{ label: "Blog", to: ROUTES.blog }]} />
      <div className="container section">
        <p role="status">Opening the article…</p>
        <p>
          <Link to={ROUTES.blog}>Browse all articles</Link>
        </p>
      </div>
    </>
  );
}

export const query = graphql`
  query LegacyBlogIds {
    allAgencyBlog {
      nodes {
        agencyId
      }
    }
  }
`;

/** Titled 'Error' when the address names no post; the Head is rendered in the browser, where the query string is known. */
export const Head = ({ location, data }: HeadProps<Queries.LegacyBlogIdsQuery>) => {
  const search = typeof window === "undefined" ? null : window.location.search;
  const request =
    search === null
      ? null
      : resolveLegacyBlogRequest(
          search,
          data.allAgencyBlog.nodes.map((node) => node.agencyId),
        );
  const error = request && request.kind !== "known";
  return (
    <Seo
      title={error ? "Error" : "Blog article"}
      pathname={location.pathname}
      description="Opening the article you asked for."
      noindex
    />
  );
};
