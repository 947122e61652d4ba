import React from "react";
import { withArtDirection, type IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { Carousel } from "../carousel/Carousel";
import { Section } from "../common/Section";
import { CAROUSEL_AUTOPLAY_MS } from "../../lib/carousels";
import { dealMessage, whatsappUrl } from "../../lib/whatsapp";
import * as styles from "./DealsBanner.module.css";

export interface Deal {
  id: string;
  title: string;
  webBanner: IGatsbyImageData | undefined;
  mobileBanner: IGatsbyImageData | undefined;
}

/** The mobile banner at a window width of 768 px or less; art direction means one download per deal. */
export const MOBILE_BANNER_MEDIA = "(max-width: 768px)";

function banner({ webBanner, mobileBanner }: Deal): IGatsbyImageData | undefined {
  if (webBanner && mobileBanner)
    return withArtDirection(webBanner, [{ media: MOBILE_BANNER_MEDIA, image: mobileBanner }]);
  return webBanner ?? mobileBanner;
}

/** Current offers from the backend, each opening a WhatsApp chat about it. Absent when there are none. */
export function DealsBanner({ deals, title, eyebrow }: { deals: Deal[]; title: string; eyebrow?: string }) {
  if (deals.length === 0) return null;
  return (
    <Section title={title} eyebrow={eyebrow}>
      <Carousel
        label="Deals"
        slidesPerView={{ base: 1, md: 1.5 }}
        autoplayMs={CAROUSEL_AUTOPLAY_MS}
        loop={deals.length > 2}
      >
        {deals.map((deal) => {
          const image = banner(deal);
          return (
            <a
              key={deal.id}
              href={whatsappUrl(dealMessage(deal.title))}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.deal}
            >
              {/* The banner artwork carries the offer's title, so it is the alt text. */}
              {image ? <Picture image={image} alt={deal.title} className={styles.banner} /> : deal.title}
              <span className="visually-hidden"> (ask on WhatsApp, opens in a new tab)</span>
            </a>
          );
        })}
      </Carousel>
    </Section>
  );
}
