import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostQuery>) {
  const post = data.agencyBlog;
  if (!post) return null;
  return (
    <>
      <PageHeader title={post.title} crumbs={[{ label: "Blog", to: "/blog" }]} />
      <div className="container section">
        <p>{post.excerpt}</p>
      </div>
    </>
  );
}

export const query = graphql`
  query BlogPost($agencyId: String!) {
    agencyBlog(agencyId: { eq: $agencyId }) {
      title
      excerpt
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.BlogPostQuery>) => (
  <Seo title={data.agencyBlog?.title ?? "Blog"} description={data.agencyBlog?.excerpt} pathname={location.pathname} />
);
