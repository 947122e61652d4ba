import React, { Children, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from "react";
import { Swiper, SwiperSlide } from "swiper/react";
import { Autoplay, EffectFade } from "swiper/modules";
import type { Swiper as SwiperInstance } from "swiper";
import { Icon } from "../layout/Icon";
import * as styles from "./Carousel.module.css";

/** Minimum widths (px) at which a carousel may show more slides; `base` is anything narrower. */
export const CAROUSEL_BREAKPOINTS = { base: 0, sm: 576, md: 768, lg: 1024, xl: 1200 } as const;
export type CarouselBreakpoint = keyof typeof CAROUSEL_BREAKPOINTS;
/** Slides per view from a breakpoint upwards, e.g. { base: 1, md: 2, xl: 4 }; fractions peek at the next slide. */
export type SlidesPerView = Partial<Record<CarouselBreakpoint, number>>;

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Popular destinations". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  slidesPerView?: SlidesPerView;
  /** Milliseconds between automatic moves; absent means no autoplay. Never under prefers-reduced-motion. */
  autoplayMs?: number;
  loop?: boolean;
  effect?: "slide" | "fade";
  /** "overlay" puts the buttons on the slides (the hero); "below" gives them their own row. */
  controls?: "below" | "overlay";
  className?: string;
}

const ORDER: CarouselBreakpoint[] = ["base", "sm", "md", "lg", "xl"];

/** Fills every breakpoint from the one below, so the CSS always has a value: { base: 1, lg: 3 } → 1, 1, 1, 3, 3. */
export function resolveSlidesPerView(perView: SlidesPerView = {}): Record<CarouselBreakpoint, number> {
  let current = perView.base ?? 1;
  const resolved = {} as Record<CarouselBreakpoint, number>;
  for (const breakpoint of ORDER) {
    current = perView[breakpoint] ?? current;
    resolved[breakpoint] = current;
  }
  return resolved;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches === true;
const subscribeToMotionPreference = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
};
const noPreferenceOnServer = () => false;

/** Slides the visitor cannot see are inert: out of the tab order and hidden from screen readers. */
function hideSlidesOutOfView(swiper: SwiperInstance) {
  swiper.slides.forEach((slide, index) => {
    // watchSlidesProgress marks the slides in view; a fade shows only the active one.
    const visible = swiper.params.effect === "fade" ? index === swiper.activeIndex : slide.classList.contains("swiper-slide-visible");
    if (visible) slide.removeAttribute("inert");
    else slide.setAttribute("inert", "");
  });
}

type Hold = "hover" | "focus" | "user";

/**
 * The one carousel of the site (Swiper). Slide widths come from CSS per breakpoint, so the server-rendered
 * HTML already shows the first slides at their final size: nothing moves when the script arrives.
 */
export function Carousel({ label, children, slidesPerView, autoplayMs, loop = false, effect = "slide", controls = "below", className }: CarouselProps) {
  const slides = Children.toArray(children);
  const perView = resolveSlidesPerView(effect === "fade" ? { base: 1 } : slidesPerView);
  const canLoop = loop && slides.length > Math.ceil(Math.max(...Object.values(perView)));
  const id = useId();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const holds = useRef(new Set<Hold>());
  const [position, setPosition] = useState({ atStart: true, atEnd: slides.length <= 1, locked: slides.length <= perView.base });
  const reducedMotion = useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, noPreferenceOnServer);
  // The pause button is in the server HTML (no shift) and hidden after hydration when motion is reduced.
  const autoplayAllowed = Boolean(autoplayMs) && !reducedMotion;
  const [userPaused, setUserPaused] = useState(false);

  const applyHolds = useCallback(() => {
    const swiper = swiperRef.current;
    if (!swiper?.autoplay || !autoplayMs) return;
    const shouldRun = holds.current.size === 0 && !prefersReducedMotion();
    if (shouldRun && !swiper.autoplay.running) swiper.autoplay.start();
    if (!shouldRun && swiper.autoplay.running) swiper.autoplay.stop();
  }, [autoplayMs]);

  const setHold = (hold: Hold, on: boolean) => {
    if (on) holds.current.add(hold);
    else holds.current.delete(hold);
    applyHolds();
  };

  useEffect(applyHolds, [applyHolds, reducedMotion]);

  const sync = (swiper: SwiperInstance) => {
    hideSlidesOutOfView(swiper);
    setPosition({ atStart: swiper.isBeginning, atEnd: swiper.isEnd, locked: swiper.isLocked });
  };

  const style = Object.fromEntries(ORDER.map((breakpoint) => [`--per-view-${breakpoint}`, perView[breakpoint]])) as CSSProperties;
  const wrapperId = `carousel-${id.replace(/:/g, "")}`;

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={[styles.carousel, effect === "fade" ? styles.fade : "", className].filter(Boolean).join(" ")}
      style={style}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHold("hover", true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHold("hover", false)}
      onFocus={() => setHold("focus", true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHold("focus", false);
      }}
    >
      <Swiper
        id={wrapperId}
        modules={[Autoplay, EffectFade]}
        slidesPerView={effect === "fade" ? 1 : "auto"}
        effect={effect}
        fadeEffect={{ crossFade: true }}
        loop={canLoop}
        // Autoplay without a loop goes back to the first slide at the end instead of stopping.
        rewind={Boolean(autoplayMs) && !canLoop}
        watchSlidesProgress
        autoplay={autoplayMs ? { delay: autoplayMs, disableOnInteraction: false } : false}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          applyHolds();
          sync(swiper);
        }}
        onSlideChange={sync}
        onTransitionEnd={sync}
        onResize={sync}
        onLock={sync}
        onUnlock={sync}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`} className={styles.slide}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={[styles.controls, controls === "overlay" ? styles.overlay : ""].join(" ")} data-locked={position.locked || undefined}>
        {autoplayMs ? (
          <button
            type="button"
            className={styles.control}
            data-unavailable={!autoplayAllowed || undefined}
            disabled={!autoplayAllowed}
            aria-pressed={userPaused}
            aria-label={`Pause ${label.toLowerCase()}`}
            onClick={() => {
              setUserPaused(!userPaused);
              setHold("user", !userPaused);
            }}
          >
            <span aria-hidden="true" className={userPaused ? styles.playGlyph : styles.pauseGlyph} />
          </button>
        ) : null}
        <button type="button" className={styles.control} aria-controls={wrapperId} aria-label="Previous slide" disabled={!canLoop && !autoplayMs && position.atStart} onClick={() => swiperRef.current?.slidePrev()}>
          <span className={styles.previous}>
            <Icon name="chevronDown" />
          </span>
        </button>
        <button type="button" className={styles.control} aria-controls={wrapperId} aria-label="Next slide" disabled={!canLoop && !autoplayMs && position.atEnd} onClick={() => swiperRef.current?.slideNext()}>
          <span className={styles.next}>
            <Icon name="chevronDown" />
          </span>
        </button>
      </div>
    </div>
  );
}
