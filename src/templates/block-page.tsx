import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BlockList } from "../blocks/BlockList";
import { isBlockType, type BlockData } from "../blocks";
import { Seo, sharingImage } from "../components/seo/Seo";
import { ROUTES } from "../lib/routes";

/** The blocks of the page as the query returns them, each checked against the registry. */
function pageBlocks(blocks: NonNullable<Queries.BlockPageQuery["blockPage"]>["blocks"]) {
  return blocks.map((block) => {
    if (!("type" in block) || !isBlockType(block.type)) throw new Error(`Unknown block ${JSON.stringify(block)}`);
    return block as unknown as BlockData;
  });
}

/** A page made of content blocks (content/pages/*.json): /, /about, /service and landing pages. */
export default function BlockPage({ data }: PageProps<Queries.BlockPageQuery>) {
  if (!data.blockPage) throw new Error("The page's content file is missing");
  return <BlockList blocks={pageBlocks(data.blockPage.blocks)} />;
}

export const Head = ({ data, location }: HeadProps<Queries.BlockPageQuery>) => {
  const page = data.blockPage;
  if (!page) return null;
  return (
    <Seo
      title={page.title}
      description={page.description}
      pathname={location.pathname}
      image={sharingImage(page.image?.childImageSharp?.resize, page.imageAlt ?? page.title)}
      breadcrumb={page.path === ROUTES.home ? undefined : { title: page.breadcrumb ?? page.title }}
    />
  );
};

export const query = graphql`
  query BlockPage($id: String!) {
    blockPage(id: { eq: $id }) {
      path
      title
      description
      breadcrumb
      imageAlt
      image {
        childImageSharp {
          ...SharingImage
        }
      }
      blocks {
        ... on HeroSliderBlock {
          type
          ...HeroSliderBlockFields
        }
        ... on DealsBlock {
          type
          ...DealsBlockFields
        }
        ... on OfferCarouselBlock {
          type
          ...OfferCarouselBlockFields
        }
        ... on AboutTeaserBlock {
          type
          ...AboutTeaserBlockFields
        }
        ... on GalleryBlock {
          type
          ...GalleryBlockFields
        }
        ... on CountersBlock {
          type
          ...CountersBlockFields
        }
        ... on TeamBlock {
          type
          ...TeamBlockFields
        }
        ... on SpaceGalleryBlock {
          type
          ...SpaceGalleryBlockFields
        }
        ... on TestimonialsBlock {
          type
          ...TestimonialsBlockFields
        }
        ... on BlogTeaserBlock {
          type
          ...BlogTeaserBlockFields
        }
        ... on PageHeaderBlock {
          type
          ...PageHeaderBlockFields
        }
        ... on StoryBlock {
          type
          ...StoryBlockFields
        }
        ... on WhyChooseUsBlock {
          type
          ...WhyChooseUsBlockFields
        }
        ... on ServiceCardsBlock {
          type
          ...ServiceCardsBlockFields
        }
        ... on TravelTabsBlock {
          type
          ...TravelTabsBlockFields
        }
        ... on DestinationTypesBlock {
          type
          ...DestinationTypesBlockFields
        }
        ... on RichTextBlock {
          type
          ...RichTextBlockFields
        }
        ... on CallToActionBlock {
          type
          ...CallToActionBlockFields
        }
        ... on FaqListBlock {
          type
          ...FaqListBlockFields
        }
      }
    }
  }
`;
