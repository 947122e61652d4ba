import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { Carousel } from "../carousel/Carousel";
import { HERO_AUTOPLAY_MS } from "../../lib/carousels";
import * as styles from "./HeroSlider.module.css";
import { ContentLink } from "../common/ContentLink";
import { useBlocksText } from "../../i18n/blocks-text";

export interface HeroSlide {
  eyebrow: string;
  title: string;
  text: string;
  image: IGatsbyImageData | undefined;
  imageAlt: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string } | null;
}

/**
 * The hero slides of a page (a heroSlider block). The first picture is the page's LCP: eager, high priority, and
 * no loop (Swiper's loop moves slides in the DOM on start, which would make the LCP wait for the script).
 */
export function HeroSlider({ heading, slides }: { heading: string; slides: HeroSlide[] }) {
  const text = useBlocksText();
  return (
    <section aria-label={text("blocks.hero.label")} className={styles.hero}>
      <h1 className="visually-hidden">{heading}</h1>
      <Carousel
        label={text("blocks.hero.slideshow")}
        autoplayMs={HERO_AUTOPLAY_MS}
        controls="overlay"
        className={styles.carousel}
      >
        {slides.map((slide, index) => (
          <div key={slide.title} className={styles.slide}>
            {slide.image && (
              <Picture
                image={slide.image}
                alt={slide.imageAlt}
                className={styles.image}
                loading={index === 0 ? "eager" : "lazy"}
                // React 18 passes the lowercase attribute through to the <img>.
                {...(index === 0 ? { fetchpriority: "high" } : {})}
              />
            )}
            <div className={`container ${styles.content}`}>
              <p className={styles.eyebrow}>{slide.eyebrow}</p>
              <h2 className={styles.title}>{slide.title}</h2>
              <p className={styles.text}>{slide.text}</p>
              <p className={styles.actions}>
                <ContentLink to={slide.primary.to} className="button">
                  {slide.primary.label}
                </ContentLink>
                {slide.secondary && (
                  <ContentLink to={slide.secondary.to} className={`button ${styles.secondary}`}>
                    {slide.secondary.label}
                  </ContentLink>
                )}
              </p>
            </div>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
