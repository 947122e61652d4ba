import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BlogArticle } from "../components/blog/BlogArticle";
import { Seo, sharingImage } from "../components/seo/Seo";
import { blogPostCrumbs } from "../lib/breadcrumbs";
import { canonicalUrl, siteUrl } from "../lib/site";
import { blogPosting } from "../lib/structured-data";
import { pictureOf } from "../queries/pictures";

/** /blog-details/{id}: one static page per post (created in gatsby-node). */
export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostQuery>) {
  const post = data.agencyBlog;
  if (!post) return null;
  return (
    <BlogArticle
      post={{ ...post, image: pictureOf(post.featuredImageFile) ?? undefined }}
      recent={data.recent.map(({ agencyId, featuredImageFile, ...recent }) => ({
        ...recent,
        id: agencyId,
        thumbnail: pictureOf(featuredImageFile) ?? undefined,
      }))}
    />
  );
}

export const query = graphql`
  query BlogPost($agencyId: String!) {
    agencyBlog(agencyId: { eq: $agencyId }) {
      title
      excerpt
      content
      author
      createdAt
      categories
      tags
      featuredImageFile {
        childImageSharp {
          gatsbyImageData(width: 860, aspectRatio: 1.6)
        }
      }
      share: featuredImageFile {
        childImageSharp {
          ...SharingImage
        }
      }
    }
    recent: recentBlogPosts(exceptId: $agencyId) {
      agencyId
      title
      createdAt
      featuredImageFile {
        childImageSharp {
          gatsbyImageData(width: 80, height: 60)
        }
      }
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.BlogPostQuery>) => {
  const post = data.agencyBlog;
  if (!post) return <Seo title="Blog" pathname={location.pathname} />;
  const image = sharingImage(post.share?.childImageSharp?.resize, post.title);
  const posting = blogPosting(
    {
      title: post.title,
      description: post.excerpt,
      url: canonicalUrl(location.pathname),
      image: image ? canonicalUrl(image.src) : undefined,
      datePublished: post.createdAt,
      author: post.author,
    },
    siteUrl(),
  );
  return (
    <Seo
      title={post.title}
      description={post.excerpt}
      pathname={location.pathname}
      image={image}
      type="article"
      breadcrumb={{ title: post.title, crumbs: blogPostCrumbs }}
      structuredData={[posting]}
    >
      <meta property="article:published_time" content={post.createdAt} />
    </Seo>
  );
};
