/** Carousel timings, one home for all pages: the hero moves every 5 s, the other carousels every 3 s. */
export const HERO_AUTOPLAY_MS = 5000;
/** Deals, tours, team and blog teaser carousels. */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/** Testimonials loop only when there are more than 3 reviews (with 3 or fewer, looping would repeat them side by side). */
export const testimonialsLoop = (reviewCount: number): boolean => reviewCount > 3;
/** The about page's fading 'why choose us' slides hold a paragraph each: slower than the card carousels. */
export const WHY_CHOOSE_US_AUTOPLAY_MS = 5000;
