import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Carousel } from "../carousel/Carousel";
import { HydrationBoundary } from "../common/HydrationBoundary";
import { Section } from "../common/Section";
import { PackageCard } from "../packages/PackageCard";
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

export interface HomeOffer {
  id: string;
  name: string;
  image: IGatsbyImageData | undefined;
  rating: number;
  pricePerPerson: number;
  durationDays: number;
}

export interface HomePageProps {
  heading: string;
  hero: HeroSlide[];
  deals: Deal[];
  destinations: HomeOffer[];
  aboutTeaser: AboutTeaserContent;
  tours: HomeOffer[];
  gallery: { title: string; images: GalleryImage[] };
  counters: CounterContent[];
  team: TeamMember[];
  spaceGallery: { title: string; text: string; images: SpaceImage[] };
  reviews: Review[];
  posts: BlogTeaserPost[];
}

const fourPerView = { base: 1, sm: 2, lg: 3, xl: 4 };

/** The home page, its eleven sections in the spec's order. */
export function HomePage(props: HomePageProps) {
  return (
    <div className={styles.home}>
      <HeroSlider heading={props.heading} slides={props.hero} />
      <HydrationBoundary>
        <DealsBanner deals={props.deals} />
      </HydrationBoundary>
      <HydrationBoundary>
        {props.destinations.length > 0 && (
          <Section title="Popular destinations" eyebrow="Where to next" tone="tinted">
            <Carousel label="Popular destinations" slidesPerView={fourPerView}>
              {props.destinations.map((destination) => (
                <PackageCard
                  key={destination.id}
                  title={destination.name}
                  image={destination.image}
                  imageAlt={destination.name}
                  rating={destination.rating}
                  pricePerPerson={destination.pricePerPerson}
                  days={destination.durationDays}
                  action={{ to: `/destination-details/${destination.id}`, label: "View details" }}
                />
              ))}
            </Carousel>
          </Section>
        )}
      </HydrationBoundary>
      <HydrationBoundary>
        <AboutTeaser {...props.aboutTeaser} />
      </HydrationBoundary>
      <HydrationBoundary>
        {props.tours.length > 0 && (
          <Section title="Most popular tours" eyebrow="Packages" tone="tinted">
            <Carousel label="Most popular tours" slidesPerView={fourPerView} autoplayMs={CAROUSEL_AUTOPLAY_MS} loop={props.tours.length > 4}>
              {props.tours.map((tour) => (
                <PackageCard
                  key={tour.id}
                  title={tour.name}
                  image={tour.image}
                  imageAlt={tour.name}
                  rating={tour.rating}
                  pricePerPerson={tour.pricePerPerson}
                  days={tour.durationDays}
                  action={{ to: "/contact", label: "Book Now" }}
                />
              ))}
            </Carousel>
          </Section>
        )}
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
