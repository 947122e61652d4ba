import { graphql } from "gatsby";
import type { Offer } from "../components/packages/PackageCard";
import { displayRating } from "../lib/rating";
import { pictureOf } from "./pictures";

/** What an offer card shows, for each kind of record that becomes one (home carousels, /service tabs). */
export const offerFragments = graphql`
  fragment BackendOffer on AgencyOffer {
    agencyId
    name
    pricePerPerson
    durationDays
    bannerImageFile {
      childImageSharp {
        ...CardPicture
      }
    }
  }
  fragment ContentOfferFields on ContentOffer {
    slug
    title
    imageAlt
    price
    days
    image {
      childImageSharp {
        ...CardPicture
      }
    }
  }
`;

/** A destination or tour package from the backend as an offer card. */
export const toBackendOffer = (node: Queries.BackendOfferFragment): Offer => ({
  key: node.agencyId,
  title: node.name,
  image: pictureOf(node.bannerImageFile) ?? undefined,
  imageAlt: node.name,
  rating: displayRating(node.agencyId),
  pricePerPerson: node.pricePerPerson,
  days: node.durationDays,
});

/** A sample hotel or transport offer from content/ as an offer card. */
export const toContentOffer = (
  node: Queries.ContentOfferFieldsFragment & { readonly ratingCount?: number },
): Offer => ({
  key: node.slug,
  title: node.title,
  image: pictureOf(node.image) ?? undefined,
  imageAlt: node.imageAlt,
  rating: displayRating(node.slug),
  ...(node.ratingCount !== undefined && { ratingCount: node.ratingCount }),
  pricePerPerson: node.price,
  days: node.days,
});
