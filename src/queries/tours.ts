import { graphql } from "gatsby";
import type { TourCardTour } from "../components/tours/TourCard";
import { pictureOf } from "./pictures";

/**
 * A tour on /tour and its editions: the package's trip (name, in the page's language where the booking system gives
 * it, price, days, rating, places) and banner, with the marketers' words for it from content/tours.json (summary, on
 * sale since), matched by the package's id. The query declares `$language`, the page's edition.
 */
export const tourFragments = graphql`
  fragment TourCardPackage on AgencyTourPackage {
    name
    trip(language: $language) {
      ...TripCardFields
      nameLanguage
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
  return packages.map(({ name, trip, sourceOrder, bannerImageFile }) => {
    const description = words.get(trip.id);
    return {
      id: trip.id,
      name: trip.name,
      nameLanguage: trip.nameLanguage,
      ...(name !== trip.name && { englishName: name }),
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
