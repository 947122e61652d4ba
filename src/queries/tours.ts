import { graphql } from "gatsby";
import type { TourCardTour } from "../components/tours/TourCard";
import { pictureOf } from "./pictures";

/**
 * A tour on /tour: the package's trip (name, price, days, rating, places) and banner, with the marketers' words for
 * it from content/tours.json (summary, on sale since), matched by the package's id.
 */
export const tourFragments = graphql`
  fragment TourCardPackage on AgencyTourPackage {
    trip {
      ...TripCardFields
    }
    sourceOrder
    bannerImageFile {
      childImageSharp {
        ...CardPicture
      }
    }
  }
  fragment TourCardWords on TourDescription {
    tourId
    summary
    onSaleSince
  }
`;

export function toTourCards(
  packages: readonly Queries.TourCardPackageFragment[],
  descriptions: readonly Queries.TourCardWordsFragment[],
): TourCardTour[] {
  const words = new Map(descriptions.map((description) => [description.tourId, description]));
  return packages.map(({ trip, sourceOrder, bannerImageFile }) => {
    const description = words.get(trip.id);
    return {
      id: trip.id,
      name: trip.name,
      rating: trip.rating ?? null,
      pricePerPerson: trip.price.amount,
      durationDays: trip.durationDays,
      sourceOrder,
      image: pictureOf(bannerImageFile) ?? undefined,
      summary: description?.summary ?? "",
      places: trip.places,
      onSaleSince: description?.onSaleSince ?? null,
    };
  });
}
