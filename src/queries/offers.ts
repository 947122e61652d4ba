import { graphql } from "gatsby";
import type { Offer } from "../components/packages/PackageCard";
import { pictureOf } from "./pictures";

/** What an offer card shows, for each kind of record that becomes one (home carousels, /service tabs). */
export const offerFragments = graphql`
  fragment BackendOffer on AgencyOffer {
    # The card shows the trip, as every page reads it (src/lib/trip.ts).
    trip {
      id
      name
      price {
        amount
      }
      durationDays
      rating
      links {
        page
      }
    }
    # What a block's records rule orders and picks by (src/lib/offer-order.ts), in the CMS preview as in the build,
    # where it reads the same fields of the backend's records.
    rating
    agencyId
    name
    pricePerPerson
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
export const toBackendOffer = ({ trip, bannerImageFile }: Queries.BackendOfferFragment): Offer => ({
  key: trip.id,
  title: trip.name,
  image: pictureOf(bannerImageFile) ?? undefined,
  imageAlt: trip.name,
  rating: trip.rating ?? null,
  pricePerPerson: trip.price.amount,
  days: trip.durationDays,
  page: trip.links.page,
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
