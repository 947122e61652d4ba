import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage, withArtDirection } from "gatsby-plugin-image";
import { HomePage } from "../components/home/HomePage";
import { Seo } from "../components/seo/Seo";
import { siteFacts } from "../lib/site";
import { toBackendOffer } from "../queries/offers";
import { pictureOf } from "../queries/pictures";
import { toTeamMember } from "../queries/team";

/** A gallery item from content/home.json with its processed picture. */
const withPicture = <T extends { readonly image: Parameters<typeof pictureOf>[0] }>({ image, ...item }: T) => ({
  ...item,
  image: pictureOf(image) ?? undefined,
});

/** Phones get a portrait crop of each hero picture, so the LCP image is small and sharp. */
const HERO_MOBILE_MEDIA = "(max-width: 768px)";

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeJson;
  if (!home) throw new Error("content/home.json is missing");
  return (
    <HomePage
      heading={`${siteFacts.name}: ${siteFacts.tagline}`}
      hero={home.hero.map((slide) => {
        const wide = getImage(slide.image.wide);
        const tall = getImage(slide.image.tall);
        return {
          ...slide,
          image: wide && tall ? withArtDirection(wide, [{ media: HERO_MOBILE_MEDIA, image: tall }]) : wide,
        };
      })}
      deals={data.deals.nodes.map((deal) => ({
        id: deal.agencyId,
        title: deal.title,
        webBanner: pictureOf(deal.webBannerFile) ?? undefined,
        mobileBanner: pictureOf(deal.mobileBannerFile) ?? undefined,
      }))}
      destinations={data.destinations.nodes.map(toBackendOffer)}
      aboutTeaser={{ ...home.aboutTeaser, image: pictureOf(home.aboutTeaser.image) ?? undefined }}
      tours={data.tours.nodes.map(toBackendOffer)}
      gallery={{ title: home.gallery.title, images: home.gallery.images.map(withPicture) }}
      counters={home.counters.map((counter) => ({ ...counter }))}
      team={data.team.nodes.map(toTeamMember)}
      spaceGallery={{ ...home.spaceGallery, images: home.spaceGallery.images.map(withPicture) }}
      reviews={data.reviews.nodes.map(({ agencyId, profileFile, ...review }) => ({
        ...review,
        id: agencyId,
        profile: pictureOf(profileFile) ?? undefined,
      }))}
      posts={data.posts.nodes.map(({ agencyId, featuredImageFile, ...post }) => ({
        ...post,
        id: agencyId,
        image: pictureOf(featuredImageFile) ?? undefined,
      }))}
    />
  );
}

export const Head = ({ location }: HeadProps) => <Seo title={siteFacts.name} pathname={location.pathname} />;

export const query = graphql`
  query HomePage {
    homeJson {
      hero {
        eyebrow
        title
        text
        imageAlt
        primary {
          label
          to
        }
        secondary {
          label
          to
        }
        image {
          wide: childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [768, 1080, 1440, 1600], quality: 60)
          }
          tall: childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 0.62, breakpoints: [480, 768], quality: 60)
          }
        }
      }
      aboutTeaser {
        eyebrow
        title
        paragraphs
        imageAlt
        link {
          label
          to
        }
        image {
          childImageSharp {
            gatsbyImageData(width: 600, aspectRatio: 1.333)
          }
        }
      }
      gallery {
        title
        images {
          alt
          image {
            childImageSharp {
              gatsbyImageData(
                width: 400
                aspectRatio: 1
                sizes: "(min-width: 1200px) 390px, (min-width: 768px) 33vw, 50vw"
              )
            }
          }
        }
      }
      counters {
        value
        decimals
        suffix
        label
      }
      spaceGallery {
        title
        text
        images {
          alt
          caption
          image {
            childImageSharp {
              gatsbyImageData(
                width: 600
                aspectRatio: 1.5
                sizes: "(min-width: 1200px) 390px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              )
            }
          }
        }
      }
    }
    deals: allAgencyDeal(sort: { agencyId: ASC }) {
      nodes {
        agencyId
        title
        webBannerFile {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [800, 1200], sizes: "(min-width: 1200px) 700px, 60vw")
          }
        }
        mobileBannerFile {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [400, 800], sizes: "100vw")
          }
        }
      }
    }
    destinations: allAgencyDestination(sort: [{ rating: DESC }, { name: ASC }], limit: 8) {
      nodes {
        ...BackendOffer
      }
    }
    tours: allAgencyTourPackage(sort: [{ rating: DESC }, { name: ASC }]) {
      nodes {
        ...BackendOffer
      }
    }
    team: allTeamJson {
      nodes {
        ...TeamMemberFields
      }
    }
    reviews: allAgencyReview(sort: { agencyId: ASC }) {
      nodes {
        agencyId
        author
        rating
        text
        profileFile {
          childImageSharp {
            gatsbyImageData(width: 48, height: 48)
          }
        }
      }
    }
    # The blog teaser: the 6 newest posts.
    posts: allAgencyBlog(sort: { createdAt: DESC }, limit: 6) {
      nodes {
        agencyId
        title
        excerpt
        createdAt
        featuredImageFile {
          childImageSharp {
            gatsbyImageData(
              width: 480
              aspectRatio: 1.6
              sizes: "(min-width: 1200px) 380px, (min-width: 768px) 50vw, 100vw"
            )
          }
        }
      }
    }
  }
`;
