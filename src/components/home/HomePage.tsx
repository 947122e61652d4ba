import React from "react";
import { Carousel } from "../carousel/Carousel";
import { HydrationBoundary } from "../common/HydrationBoundary";
import { Section } from "../common/Section";
import { PackageCard, type Offer } from "../packages/PackageCard";
import { TeamCarousel, type TeamMember } from "../team/TeamCarousel";
import { AboutTeaser, type AboutTeaserContent } from "./AboutTeaser";
import { BlogTeaser, type BlogTeaserPost } from "./BlogTeaser";
import { Counters, type CounterContent } from "./Counters";
import { DealsBanner, type Deal } from "./DealsBanner";
import { Gallery, type GalleryImage } from "./Gallery";
import { HeroSlider, type HeroSlide } from "./HeroSlider";
import { SpaceGallery, type SpaceImage } from "./SpaceGallery";
import { Testimonials, type Review } from "./Testimonials";
import * as styles from "./HomePage.module.css";
import { CAROUSEL_AUTOPLAY_MS } from "../../lib/carousels";
import { contactTripPath, destinationDetailsPath } from "../../lib/routes";

export interface HomePageProps {
  heading: string;
  hero: HeroSlide[];
  deals: Deal[];
  destinations: Offer[];
  aboutTeaser: AboutTeaserContent;
  tours: Offer[];
  gallery: { title: string; images: GalleryImage[] };
  counters: CounterContent[];
  team: TeamMember[];
  spaceGallery: { title: string; text: string; images: SpaceImage[] };
  reviews: Review[];
  posts: BlogTeaserPost[];
}

const fourPerView = { base: 1, sm: 2, lg: 3, xl: 4 };

interface OfferCarouselProps {
  title: string;
  eyebrow: string;
  offers: Offer[];
  /** Where the card of this offer leads. */
  action: (offer: Offer) => { to: string; label: string };
  autoplayMs?: number;
  loop?: boolean;
}

/** A tinted section with a carousel of package cards (popular destinations, popular tours); absent when empty. */
function OfferCarousel({ title, eyebrow, offers, action, autoplayMs, loop }: OfferCarouselProps) {
  if (offers.length === 0) return null;
  return (
    <Section title={title} eyebrow={eyebrow} tone="tinted">
      <Carousel label={title} slidesPerView={fourPerView} autoplayMs={autoplayMs} loop={loop}>
        {offers.map(({ key, ...card }) => (
          <PackageCard key={key} {...card} action={action({ key, ...card })} />
        ))}
      </Carousel>
    </Section>
  );
}

/** The home page: hero, deals, popular destinations, about, tours, gallery, counters, team, our space, reviews, blog. */
export function HomePage(props: HomePageProps) {
  return (
    <div className={styles.home}>
      <HeroSlider heading={props.heading} slides={props.hero} />
      <HydrationBoundary>
        <DealsBanner deals={props.deals} />
      </HydrationBoundary>
      <HydrationBoundary>
        <OfferCarousel
          title="Popular destinations"
          eyebrow="Where to next"
          offers={props.destinations}
          action={({ key }) => ({ to: destinationDetailsPath(key), label: "View details" })}
        />
      </HydrationBoundary>
      <HydrationBoundary>
        <AboutTeaser {...props.aboutTeaser} />
      </HydrationBoundary>
      <HydrationBoundary>
        <OfferCarousel
          title="Most popular tours"
          eyebrow="Packages"
          offers={props.tours}
          action={({ title }) => ({ to: contactTripPath(title), label: "Book Now" })}
          autoplayMs={CAROUSEL_AUTOPLAY_MS}
          loop={props.tours.length > 4}
        />
      </HydrationBoundary>
      <HydrationBoundary>
        <Gallery {...props.gallery} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Counters counters={props.counters} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Section title="Meet our team" eyebrow="Your planners">
          <TeamCarousel members={props.team} />
        </Section>
      </HydrationBoundary>
      <HydrationBoundary>
        <SpaceGallery {...props.spaceGallery} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Testimonials reviews={props.reviews} />
      </HydrationBoundary>
      <HydrationBoundary>
        <BlogTeaser posts={props.posts} />
      </HydrationBoundary>
    </div>
  );
}
