import React, {
  Children,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { nextTask } from "../../../gatsby/upstream/preact/hydration.mjs";
import { useCarouselEngagement } from "../../hooks/useCarouselEngagement";
import { Icon } from "../layout/Icon";
import { useBlocksText } from "../../i18n/blocks-text";
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

/**
 * Whether carousels may move on their own (autoplay). The CMS preview says no (src/blocks/preview.tsx): the
 * marketer is reading and editing the slides, and a slide that moves away would take the words being checked
 * with it. Arrows and swipes still work; the pause button is hidden as under prefers-reduced-motion.
 */
export const CarouselAutoplayContext = createContext(true);

/**
 * The slide to show: in the CMS preview, the one the marketer last changed (src/blocks/preview.tsx), so the words
 * being typed are in view. A new object for every change, so an edit brings the slide back after the arrows moved
 * away; undefined on the site.
 */
export interface SlideToShow {
  index: number;
}
export const CarouselSlideToShowContext = createContext<SlideToShow | undefined>(undefined);

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
    const visible =
      swiper.params.effect === "fade" ? index === swiper.activeIndex : slide.classList.contains("swiper-slide-visible");
    if (visible) slide.removeAttribute("inert");
    else slide.setAttribute("inert", "");
  });
}

type Hold = "hover" | "focus" | "user";

/** How many slides show at this viewport width (a partly shown slide counts), matching the CSS breakpoints. */
export function slidesInView(perView: Record<CarouselBreakpoint, number>, viewportWidth: number): number {
  const breakpoint = [...ORDER].reverse().find((name) => viewportWidth >= CAROUSEL_BREAKPOINTS[name]) ?? "base";
  return Math.ceil(perView[breakpoint]);
}

/** Before Swiper arrives, the slides past the first view are inert, as Swiper keeps them afterwards. */
function hideStaticSlidesOutOfView(track: HTMLElement | null, count: number) {
  track?.querySelectorAll(":scope > .swiper-wrapper > .swiper-slide").forEach((slide, index) => {
    if (index < count) slide.removeAttribute("inert");
    else slide.setAttribute("inert", "");
  });
}

/**
 * The one carousel of the site (Swiper). Slide widths come from CSS per breakpoint, so the server-rendered
 * HTML already shows the first slides at their final size: nothing moves when the script arrives. Until the
 * carousel nears the viewport it is that static track; then Swiper's chunk loads and takes over (a press on
 * a control before then is carried out once it has).
 */
export function Carousel({
  label,
  children,
  slidesPerView,
  autoplayMs,
  loop = false,
  effect = "slide",
  controls = "below",
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const text = useBlocksText();
  const perView = resolveSlidesPerView(effect === "fade" ? { base: 1 } : slidesPerView);
  const canLoop = loop && slides.length > Math.ceil(Math.max(...Object.values(perView)));
  const id = useId();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const { engaged, engage, move, carryOutPendingMove } = useCarouselEngagement(rootRef, swiperRef);
  const holds = useRef(new Set<Hold>());
  const [position, setPosition] = useState({
    atStart: true,
    atEnd: slides.length <= 1,
    locked: slides.length <= perView.base,
  });
  const reducedMotion = useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, noPreferenceOnServer);
  const mayAutoplay = useContext(CarouselAutoplayContext);
  // The pause button is in the server HTML (no shift) and hidden after hydration when motion is reduced.
  const autoplayAllowed = Boolean(autoplayMs) && !reducedMotion && mayAutoplay;
  const [userPaused, setUserPaused] = useState(false);
  const slideToShow = useContext(CarouselSlideToShowContext);

  const applyHolds = useCallback(() => {
    const swiper = swiperRef.current;
    if (!swiper?.autoplay || !autoplayMs) return;
    const shouldRun = holds.current.size === 0 && mayAutoplay && !prefersReducedMotion();
    if (shouldRun && !swiper.autoplay.running) swiper.autoplay.start();
    if (!shouldRun && swiper.autoplay.running) swiper.autoplay.stop();
  }, [autoplayMs, mayAutoplay]);

  const setHold = (hold: Hold, on: boolean) => {
    if (on) holds.current.add(hold);
    else holds.current.delete(hold);
    applyHolds();
  };

  useEffect(applyHolds, [applyHolds, reducedMotion]);

  useEffect(() => {
    if (!slideToShow || slideToShow.index >= slides.length) return;
    const { index } = slideToShow;
    move((swiper) => (canLoop ? swiper.slideToLoop(index, 0) : swiper.slideTo(index, 0)));
    // Only a new slide to show moves the carousel; `move` carries it out now or once Swiper has started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slideToShow]);

  const sync = (swiper: SwiperInstance) => {
    hideSlidesOutOfView(swiper);
    setPosition({ atStart: swiper.isBeginning, atEnd: swiper.isEnd, locked: swiper.isLocked });
  };

  useEffect(() => {
    if (engaged) return;
    const update = () => hideStaticSlidesOutOfView(trackRef.current, slidesInView(perView, window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
    // perView is derived from props on every render; its values are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engaged, ...Object.values(perView)]);

  useEffect(() => {
    if (!engaged) return;
    let cancelled = false;
    let swiper: SwiperInstance | null = null;
    void import("./swiper-engine").then(async ({ startSwiper }) => {
      // Each carousel starts in a task of its own: the carousels near the view all wait for the same script, and
      // started together they made one task of 60–90 ms at 4× CPU on / (Swiper measures every slide).
      await nextTask();
      if (cancelled || !trackRef.current) return;
      swiper = startSwiper(trackRef.current, { effect, loop: canLoop, autoplayMs, onSync: sync });
      swiperRef.current = swiper;
      applyHolds();
      sync(swiper);
      carryOutPendingMove(swiper);
    });
    return () => {
      cancelled = true;
      swiper?.destroy(true, true);
      swiperRef.current = null;
    };
    // sync only sets state from the swiper it is given; the carousel starts once per set of options.
  }, [engaged, effect, canLoop, autoplayMs, applyHolds, carryOutPendingMove]);

  const style = Object.fromEntries(
    ORDER.map((breakpoint) => [`--per-view-${breakpoint}`, perView[breakpoint]]),
  ) as CSSProperties;
  const wrapperId = `carousel-${id.replace(/:/g, "")}`;

  // Slides no width can show before the carousel moves skip rendering until Swiper starts, so their
  // pictures do not compete with the first screen's (lazy loading alone would fetch them: they sit beside
  // the view, well within the browser's lazy-load distance).
  const slidesEverInFirstView = Math.ceil(Math.max(...Object.values(perView)));
  const track = (
    <div id={wrapperId} ref={trackRef} className="swiper">
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={text("blocks.carousel.slideRole")}
            aria-label={text("blocks.carousel.slide", { index: index + 1, total: slides.length })}
            className={`swiper-slide ${styles.slide}`}
            data-offstage={(!engaged && index >= slidesEverInFirstView) || undefined}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );

  return (
    <div
      ref={rootRef}
      role="group"
      aria-roledescription={text("blocks.carousel.role")}
      aria-label={label}
      className={[styles.carousel, effect === "fade" ? styles.fade : "", className].filter(Boolean).join(" ")}
      style={style}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHold("hover", true)}
      onPointerDown={engage}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHold("hover", false)}
      onFocus={() => {
        setHold("focus", true);
        engage();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHold("focus", false);
      }}
    >
      {track}
      <div
        className={[styles.controls, controls === "overlay" ? styles.overlay : ""].join(" ")}
        data-locked={position.locked || undefined}
      >
        {autoplayMs ? (
          <button
            type="button"
            className={styles.control}
            data-unavailable={!autoplayAllowed || undefined}
            disabled={!autoplayAllowed}
            aria-pressed={userPaused}
            aria-label={text("blocks.carousel.pause", { label: label.toLowerCase() })}
            onClick={() => {
              setUserPaused(!userPaused);
              setHold("user", !userPaused);
            }}
          >
            <span aria-hidden="true" className={userPaused ? styles.playGlyph : styles.pauseGlyph} />
          </button>
        ) : null}
        <button
          type="button"
          className={styles.control}
          aria-controls={wrapperId}
          aria-label={text("blocks.carousel.previous")}
          disabled={!canLoop && !autoplayMs && position.atStart}
          onClick={() => move((swiper) => swiper.slidePrev())}
        >
          <span className={styles.previous}>
            <Icon name="chevronDown" />
          </span>
        </button>
        <button
          type="button"
          className={styles.control}
          aria-controls={wrapperId}
          aria-label={text("blocks.carousel.next")}
          disabled={!canLoop && !autoplayMs && position.atEnd}
          onClick={() => move((swiper) => swiper.slideNext())}
        >
          <span className={styles.next}>
            <Icon name="chevronDown" />
          </span>
        </button>
      </div>
    </div>
  );
}
