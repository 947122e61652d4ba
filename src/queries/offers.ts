import { graphql } from "gatsby";
import type { Offer } from "../components/packages/PackageCard";
import { pictureOf } from "./pictures";

/** What an offer card shows, for each kind of record that becomes one (home carousels, /service tabs). */
export const offerFragments = graphql`
  fragment BackendOffer on AgencyOffer {
    rating
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
    rating
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
  rating: node.rating ?? null,
  pricePerPerson: node.pricePerPerson,
  days: node.durationDays,
});

/** A sample hotel or transport offer from content/ as an offer card. */
export const toContentOffer = (node: Queries.ContentOfferFieldsFragment): Offer => ({
  key: node.slug,
  title: node.title,
  image: pictureOf(node.image) ?? undefined,
  imageAlt: node.imageAlt,
  rating: node.rating,
  pricePerPerson: node.price,
  days: node.days,
});
