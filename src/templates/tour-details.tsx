import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { TripSeo } from "../components/seo/TripSeo";
import { TourDetails } from "../components/tours/TourDetails";
import { tourDetailsCrumbs } from "../lib/breadcrumbs";
import { formatDays, formatPrice } from "../lib/money";
import { ROUTES } from "../lib/routes";
import { pictureOf } from "../queries/pictures";

/**
 * /tour-details/{id}: one page per tour package (created in gatsby-node), with the words of content/tours.json.
 * /tour-details is the same page for the featured tour of content/tour-catalogue.json.
 */
export default function TourDetailsTemplate({ data }: PageProps<Queries.TourDetailsPageQuery>) {
  const { tour, words, others } = data;
  if (!tour) {
    // Only /tour-details, when the booking system's tours could not be loaded (a partial build).
    return (
      <>
        <PageHeader title="Tour Details" crumbs={tourDetailsCrumbs} />
        <div className="container section">
          <p role="alert">
            Our tours could not be loaded just now. Ask us for today&rsquo;s tours on the{" "}
            <Link to={ROUTES.contact}>contact page</Link>.
          </p>
        </div>
      </>
    );
  }
  return (
    <TourDetails
      tour={{ trip: tour.trip, banner: pictureOf(tour.bannerImageFile) ?? undefined }}
      words={
        words && {
          ...words,
          gallery: words.gallery.map((picture) => ({
            alt: picture.alt,
            imageData: pictureOf(picture.src) ?? undefined,
          })),
        }
      }
      otherTours={others.nodes.map((other) => ({ ...other, id: other.agencyId }))}
    />
  );
}

export const query = graphql`
  query TourDetailsPage($agencyId: String!) {
    tour: agencyTourPackage(agencyId: { eq: $agencyId }) {
      trip {
        ...TripSummaryFields
      }
      bannerImageFile {
        childImageSharp {
          gatsbyImageData(width: 880, aspectRatio: 1.778)
        }
      }
      share: bannerImageFile {
        childImageSharp {
          ...SharingImage
        }
      }
    }
    words: tourDescription(tourId: { eq: $agencyId }) {
      summary
      places
      overview
      included
      excluded
      onSaleSince
      plan {
        title
        description
        stay
        meals
      }
      gallery {
        alt
        src {
          childImageSharp {
            gatsbyImageData(width: 880, aspectRatio: 1.778)
          }
        }
      }
    }
    others: allAgencyTourPackage(filter: { agencyId: { ne: $agencyId } }, sort: { sourceOrder: ASC }) {
      nodes {
        agencyId
        name
        durationDays
      }
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.TourDetailsPageQuery>) => {
  const { tour, words } = data;
  if (!tour)
    return (
      <Seo
        title="Tour Details"
        pathname={location.pathname}
        breadcrumb={{ title: "Tour Details", crumbs: tourDetailsCrumbs }}
      />
    );
  return (
    <TripSeo
      trip={tour.trip}
      pathname={location.pathname}
      description={
        words?.summary ??
        `${tour.trip.name}: ${formatDays(tour.trip.durationDays)} from ${formatPrice(tour.trip.price.amount)}.`
      }
      share={tour.share?.childImageSharp?.resize}
      stops={(words?.places ?? []).map((place) => ({ name: place }))}
      crumbs={tourDetailsCrumbs}
    />
  );
};
