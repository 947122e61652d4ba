import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { useTripText } from "../../i18n/trip-page";

interface DestinationBannerProps {
  banner: IGatsbyImageData | null;
  name: string;
  className?: string;
  /** How wide the page lays the banner out (one DestinationBanner fragment, two layouts). */
  sizes: string;
}

/** A destination's banner at the top of its details and itinerary pages: the page's largest paint, so eager. */
export function DestinationBanner({ banner, name, className, sizes }: DestinationBannerProps) {
  const text = useTripText();
  if (!banner) return null;
  return (
    <Picture
      image={banner}
      alt={text("trip.bannerAlt", { name })}
      className={className}
      sizes={sizes}
      loading="eager"
      fetchpriority="high"
    />
  );
}
