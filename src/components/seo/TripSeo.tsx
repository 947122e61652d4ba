import React from "react";
import type { Crumb } from "../../lib/breadcrumbs";
import { canonicalUrl, siteUrl } from "../../lib/site";
import { touristTrip, type TripFacts } from "../../lib/structured-data";
import { Seo, sharingImage, type SharingResize } from "./Seo";
import type { TripSummaryFacts } from "../../lib/trip";
import { editionOfPath, type EditionCode } from "../../i18n/editions";
import { localLink } from "../../i18n/translated-pages";
import { tripPageText, type TripText } from "../../i18n/trip-page";

interface TripSeoProps {
  pathname: string;
  /** The trip as the data layer projects it: its name (the sharing picture's alt text says "A view of {name}"),
   * price and days. */
  trip: Pick<TripSummaryFacts, "name" | "durationDays" | "price">;
  /** The page title, when it is more than the trip's name ("Munnar Itinerary"). */
  title?: string;
  description: string;
  share: SharingResize | null | undefined;
  stops: TripFacts["stops"];
  crumbs: readonly Crumb[];
  /** The editions the page is in (its page context's). */
  editions?: readonly EditionCode[];
  /** The page's words in its edition: the sharing picture's alt text, the trail's Home. */
  text?: TripText;
}

/** The head of a destination's pages (details, itinerary): sharing picture, breadcrumb and a TouristTrip. */
export function TripSeo(props: TripSeoProps) {
  const { pathname, trip, title = trip.name, description, share, crumbs, stops, editions } = props;
  const text = props.text ?? tripPageText(pathname, {});
  const image = sharingImage(share, text("trip.bannerAlt", { name: trip.name }));
  const structuredData = touristTrip(
    {
      pricePerPerson: trip.price.amount,
      durationDays: trip.durationDays,
      stops,
      name: title,
      description,
      url: canonicalUrl(pathname),
      image: image ? canonicalUrl(image.src) : undefined,
    },
    siteUrl(),
  );
  return (
    <Seo
      title={title}
      description={description}
      pathname={pathname}
      image={image}
      breadcrumb={{
        title,
        crumbs,
        home: { label: text("nav.home"), to: localLink(editionOfPath(pathname).code, "/") },
      }}
      editions={editions}
      structuredData={[structuredData]}
    />
  );
}
