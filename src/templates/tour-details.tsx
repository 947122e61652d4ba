import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { TripSeo } from "../components/seo/TripSeo";
import { TourDetails } from "../components/tours/TourDetails";
import { crumbWordsOf, tripCrumbs } from "../lib/breadcrumbs";
import { formatRupees } from "../lib/money";
import { ROUTES } from "../lib/routes";
import { pictureOf } from "../queries/pictures";
import { editionOfPath } from "../i18n/editions";
import { localLink } from "../i18n/translated-pages";
import { richText } from "../i18n/rich-text";
import { textOf } from "../i18n/text";
import { useEdition } from "../i18n/EditionContext";
import { toursEnglish, useToursText } from "../i18n/tours-text";
import tripEnglish from "../i18n/messages/trip/en.json";
import { useTripText, type TripPageContext } from "../i18n/trip-page";

/** The tour page's words where no component is rendered (its Head): the trip part's and the tour list's. */
const tourPageText = (pathname: string, context: TripPageContext) =>
  textOf(editionOfPath(pathname).code, context.messages, { ...tripEnglish, ...toursEnglish });

/** Home › Tours, in the page's words. */
const crumbsOf = (text: Parameters<typeof crumbWordsOf>[0]) => tripCrumbs({ type: null }, crumbWordsOf(text));

/**
 * /tour-details/{id} and its editions (/ml/…, /ar/…): one page per tour package (gatsby/pages/edition-pages.ts), with
 * the words of content/tours.json. /tour-details is the same page for the featured tour of content/tour-catalogue.json.
 */
export default function TourDetailsTemplate({ data }: PageProps<Queries.TourDetailsPageQuery, TripPageContext>) {
  const { tour, words, others } = data;
  const text = useToursText();
  const tripText = useTripText();
  const { code } = useEdition();
  if (!tour) {
    // Only /tour-details, when the booking system's tours could not be loaded (a partial build).
    return (
      <>
        <PageHeader title={text("tours.details.title")} crumbs={crumbsOf(tripText)} />
        <div className="container section">
          <p role="alert">
            {richText(text("tours.failed"), {
              contact: <Link to={localLink(code, ROUTES.contact)}>{text("tours.failed.contact")}</Link>,
            })}
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
      otherTours={others.nodes.map((other) => other.trip)}
    />
  );
}

export const query = graphql`
  query TourDetailsPage($agencyId: String!, $language: String) {
    tour: agencyTourPackage(agencyId: { eq: $agencyId }) {
      trip(language: $language) {
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
        trip(language: $language) {
          id
          name
          nameLanguage
          durationDays
        }
      }
    }
  }
`;

export const Head = ({ location, data, pageContext }: HeadProps<Queries.TourDetailsPageQuery, TripPageContext>) => {
  const { tour, words } = data;
  const text = tourPageText(location.pathname, pageContext);
  const title = text("tours.details.title");
  if (!tour)
    return (
      <Seo
        title={title}
        pathname={location.pathname}
        editions={pageContext.editions}
        breadcrumb={{
          title,
          crumbs: crumbsOf(text),
          home: { label: text("nav.home"), to: localLink(editionOfPath(location.pathname).code, "/") },
        }}
      />
    );
  const { trip } = tour;
  // The marketers' summary is English: an edition's page says the facts in its own words instead.
  const summary = trip.language === editionOfPath(location.pathname).code ? words?.summary : undefined;
  return (
    <TripSeo
      trip={trip}
      pathname={location.pathname}
      editions={pageContext.editions}
      description={
        summary ??
        text("tours.details.description", {
          name: trip.name,
          days: text("days", { count: trip.durationDays }),
          price: text("price.line", { price: formatRupees(trip.price.amount) }),
        })
      }
      share={tour.share?.childImageSharp?.resize}
      stops={(words?.places ?? []).map((place) => ({ name: place }))}
      crumbs={crumbsOf(text)}
      text={text}
    />
  );
};
