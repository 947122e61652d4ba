import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/** How far outside the viewport a carousel starts loading its engine, so it is ready before it scrolls in. */
export const ENGAGE_MARGIN = "300px 0px";

/** The longest the idle wait may take once the window has loaded. */
export const IDLE_WAIT_MS = 2_000;
/** Where the browser has no requestIdleCallback, this short pause after load stands in for it. */
export const NO_IDLE_CALLBACK_WAIT_MS = 200;

/** Runs `then` once the window has loaded and the browser has a quiet moment; returns what cancels the wait. */
export function afterLoadAndIdle(then: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenLoaded = () => {
    if (window.requestIdleCallback) idle = window.requestIdleCallback(then, { timeout: IDLE_WAIT_MS });
    else timer = setTimeout(then, NO_IDLE_CALLBACK_WAIT_MS);
  };
  if (document.readyState === "complete") whenLoaded();
  else window.addEventListener("load", whenLoaded, { once: true });
  return () => {
    window.removeEventListener("load", whenLoaded);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

export interface CarouselEngagement<Engine> {
  /** Whether the carousel needs its engine now; once true it stays true. */
  engaged: boolean;
  /** The visitor reached for the carousel (touch, focus): engage at once. */
  engage: () => void;
  /** A control press: carried out on the engine now, or kept (the latest press wins) and carried out once it starts. */
  move: (action: (engine: Engine) => void) => void;
  /** To call once the engine has started: carries out the press kept while it loaded, if any. */
  carryOutPendingMove: (engine: Engine) => void;
}

/**
 * When a carousel needs its engine: once it is within ENGAGE_MARGIN of the viewport and the page has loaded
 * and gone quiet (nothing moves before the first autoplay step anyway, so the engine never competes with the
 * first paint and the pictures), or at once when the visitor reaches for it. `engineRef` holds the started
 * engine (null before), so a press can tell whether it must wait.
 */
export function useCarouselEngagement<Engine>(
  rootRef: RefObject<HTMLElement>,
  engineRef: RefObject<Engine | null>,
): CarouselEngagement<Engine> {
  const [engaged, setEngaged] = useState(false);
  const pendingMove = useRef<((engine: Engine) => void) | null>(null);

  useEffect(() => {
    const element = rootRef.current;
    if (engaged || !element) return;
    let cancelWait: (() => void) | undefined;
    const engageWhenQuiet = () => {
      cancelWait ??= afterLoadAndIdle(() => setEngaged(true));
    };
    if (typeof IntersectionObserver === "undefined") {
      engageWhenQuiet();
      return () => cancelWait?.();
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && engageWhenQuiet(),
      { rootMargin: ENGAGE_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelWait?.();
    };
  }, [rootRef, engaged]);

  const engage = useCallback(() => setEngaged(true), []);

  const move = (action: (engine: Engine) => void) => {
    if (engineRef.current) return action(engineRef.current);
    pendingMove.current = action;
    engage();
  };

  const carryOutPendingMove = useCallback((engine: Engine) => {
    pendingMove.current?.(engine);
    pendingMove.current = null;
  }, []);

  return { engaged, engage, move, carryOutPendingMove };
}
