import React from "react";
import { useBlocksText } from "../../i18n/blocks-text";
import { useEdition } from "../../i18n/EditionContext";
import { englishFact } from "../../i18n/rich-text";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { withArtDirection } from "../../lib/art-direction";
import { Picture } from "../common/Picture";
import { Carousel } from "../carousel/Carousel";
import { Section } from "../common/Section";
import { CAROUSEL_AUTOPLAY_MS } from "../../lib/carousels";
import { PHONE_MEDIA } from "../../lib/media";
import { whatsappUrl } from "../../lib/whatsapp";
import { dealDay, dealOnSale, dealTermsLine, type DealTerms } from "../../lib/deals";
import { useHydrated } from "../../hooks/useHydrated";
import * as styles from "./DealsBanner.module.css";

export interface Deal extends DealTerms {
  id: string;
  title: string;
  webBanner: IGatsbyImageData | undefined;
  mobileBanner: IGatsbyImageData | undefined;
}

/** The mobile banner at a window width of 768 px or less; art direction means one download per deal. */

function banner({ webBanner, mobileBanner }: Deal): IGatsbyImageData | undefined {
  if (webBanner && mobileBanner) return withArtDirection(webBanner, [{ media: PHONE_MEDIA, image: mobileBanner }]);
  return webBanner ?? mobileBanner;
}

/**
 * Current offers from the backend, each opening a WhatsApp chat about it. Absent when there are none. The
 * offer's title is text under its picture (pictures carry no words: a cropped or half-shown slide cut them);
 * whole slides only, so no title is ever cut at the carousel's edge. Under the title, what the price is for and the
 * offer's last day; once the page's script runs, a deal past its last day (the page was built before) is hidden.
 */
export function DealsBanner({ deals: built, title, eyebrow }: { deals: Deal[]; title: string; eyebrow?: string }) {
  // The static HTML and the hydrating render show the build's deals; then today's.
  const hydrated = useHydrated();
  const text = useBlocksText();
  // A deal's title and terms are the booking system's English: marked so on another edition's page.
  const english = englishFact(useEdition().code);
  const deals = hydrated ? built.filter((deal) => dealOnSale(deal, dealDay())) : built;
  if (deals.length === 0) return null;
  return (
    <Section title={title} eyebrow={eyebrow}>
      <Carousel
        label={text("blocks.deals.label")}
        slidesPerView={{ base: 1, lg: 2 }}
        autoplayMs={CAROUSEL_AUTOPLAY_MS}
        loop={deals.length > 2}
      >
        {deals.map((deal) => {
          const image = banner(deal);
          return (
            <a
              key={deal.id}
              href={whatsappUrl(text("blocks.deals.message", { title: deal.title }))}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.deal}
            >
              {/* The title below says what the picture is for, so the picture adds nothing to read aloud. */}
              {image ? <Picture image={image} alt="" className={styles.banner} /> : <span className={styles.banner} />}
              <span className={styles.body}>
                <span className={styles.title} {...english}>
                  {deal.title}
                </span>
                {dealTermsLine(deal) && (
                  <span className={styles.terms} {...english}>
                    {dealTermsLine(deal)}
                  </span>
                )}
                <span className={styles.cta}>
                  {text("blocks.whatsapp.enquire")}
                  <span className="visually-hidden">{text("link.newTab")}</span>
                </span>
              </span>
            </a>
          );
        })}
      </Carousel>
    </Section>
  );
}
