import Swiper from "swiper";
import { Autoplay, EffectFade } from "swiper/modules";

export interface EngineOptions {
  effect: "slide" | "fade";
  loop: boolean;
  autoplayMs?: number;
  /** Called whenever the position, the size or the lock state changes. */
  onSync: (swiper: Swiper) => void;
}

/**
 * Swiper itself, in its own chunk: Carousel imports this only when a carousel comes near the viewport or the
 * visitor reaches for it. Swiper starts on the track React already rendered (`.swiper > .swiper-wrapper >
 * .swiper-slide`), so nothing is re-rendered and no picture is loaded twice.
 */
export function startSwiper(track: HTMLElement, { effect, loop, autoplayMs, onSync }: EngineOptions): Swiper {
  return new Swiper(track, {
    modules: [Autoplay, EffectFade],
    slidesPerView: effect === "fade" ? 1 : "auto",
    effect,
    fadeEffect: { crossFade: true },
    loop,
    // Autoplay without a loop goes back to the first slide at the end instead of stopping.
    rewind: Boolean(autoplayMs) && !loop,
    watchSlidesProgress: true,
    autoplay: autoplayMs ? { delay: autoplayMs, disableOnInteraction: false } : false,
    on: { slideChange: onSync, transitionEnd: onSync, resize: onSync, lock: onSync, unlock: onSync },
  });
}
