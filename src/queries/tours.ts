import { graphql } from "gatsby";
import type { TourCardTour } from "../components/tours/TourCard";
import { pictureOf } from "./pictures";

/**
 * A tour on /tour: the booking system's package (name, price, days, rating, banner) with the marketers' words for
 * it from content/tours.json (summary, places, on sale since), matched by the package's id.
 */
export const tourFragments = graphql`
  fragment TourCardPackage on AgencyTourPackage {
    agencyId
    name
    rating
    pricePerPerson
    durationDays
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
    places
    onSaleSince
  }
`;

export function toTourCards(
  packages: readonly Queries.TourCardPackageFragment[],
  descriptions: readonly Queries.TourCardWordsFragment[],
): TourCardTour[] {
  const words = new Map(descriptions.map((description) => [description.tourId, description]));
  return packages.map(({ agencyId, bannerImageFile, ...tour }) => {
    const description = words.get(agencyId);
    return {
      ...tour,
      id: agencyId,
      image: pictureOf(bannerImageFile) ?? undefined,
      summary: description?.summary ?? "",
      places: description?.places ?? [],
      onSaleSince: description?.onSaleSince ?? null,
    };
  });
}
