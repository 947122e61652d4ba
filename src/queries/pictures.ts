import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * Picture selections used by more than one page, written once. A fragment fixes the files sharp makes (width,
 * crop, formats); where two pages lay the same files out differently, the component states its own `sizes`.
 */
export const pictureFragments = graphql`
  # A card in a carousel or grid of offers: up to four per row.
  fragment CardPicture on ImageSharp {
    gatsbyImageData(
      width: 560
      aspectRatio: 1.5
      sizes: "(min-width: 1200px) 285px, (min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw"
    )
  }
  # The 1200x630 picture shown when a page is shared (Open Graph, Twitter, JSON-LD).
  fragment SharingImage on ImageSharp {
    resize(width: 1200, height: 630, fit: COVER, toFormat: JPG, quality: 75) {
      src
      width
      height
    }
  }
  # A destination's wide banner on its details and itinerary pages.
  fragment DestinationBanner on ImageSharp {
    gatsbyImageData(width: 900, aspectRatio: 1.7778)
  }
  # The picture of one itinerary day (gallery on the details page, beside the day on the itinerary).
  fragment DayPicture on ImageSharp {
    gatsbyImageData(width: 400, aspectRatio: 1.3333, formats: [AUTO, WEBP])
  }
`;

/** A File node as queried (`someFile { childImageSharp { ...Fragment } }`), null when the record has none. */
type PictureFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;

/** The processed picture of a file, or null when there is none (a record without a picture). */
export const pictureOf = (file: PictureFile | undefined): IGatsbyImageData | null =>
  file?.childImageSharp?.gatsbyImageData ?? null;
