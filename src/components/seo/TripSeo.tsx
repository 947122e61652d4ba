import React from "react";
import type { Crumb } from "../../lib/breadcrumbs";
import { canonicalUrl, siteUrl } from "../../lib/site";
import { touristTrip, type TripFacts } from "../../lib/structured-data";
import { Seo, sharingImage, type SharingResize } from "./Seo";

interface TripSeoProps {
  pathname: string;
  /** The destination's name (the sharing picture's alt text says "A view of {name}"). */
  name: string;
  /** The page title, when it is more than the name ("Munnar Itinerary"). */
  title?: string;
  description: string;
  share: SharingResize | null | undefined;
  pricePerPerson: number;
  durationDays: number;
  stops: TripFacts["stops"];
  crumbs: readonly Crumb[];
}

/** The head of a destination's pages (details, itinerary): sharing picture, breadcrumb and a TouristTrip. */
export function TripSeo({ pathname, name, title = name, description, share, crumbs, ...trip }: TripSeoProps) {
  const image = sharingImage(share, `A view of ${name}`);
  const structuredData = touristTrip(
    {
      ...trip,
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
      breadcrumb={{ title, crumbs }}
      structuredData={[structuredData]}
    />
  );
}
