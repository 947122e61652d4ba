import React, { useEffect, useRef, useState } from "react";
import { COUNTER_DURATION_MS, COUNTER_VISIBLE_THRESHOLD, countUpValue, formatCounter } from "../../lib/counters";
import * as styles from "./Counters.module.css";

export interface CounterContent {
  value: number;
  decimals: number;
  suffix: string;
  label: string;
}

/**
 * The agency's numbers. The server HTML holds the final values (crawlers, no script, reduced motion);
 * in the browser they count up over 2 s the first time the row is half visible, and never again.
 */
export function Counters({ counters, title }: { counters: readonly CounterContent[]; title: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  // null: show the final values.
  const [shown, setShown] = useState<number[] | null>(null);

  useEffect(() => {
    const list = listRef.current;
    if (
      !list ||
      typeof IntersectionObserver === "undefined" ||
      window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
    )
      return;
    let frame = 0;
    const count = (start: number) => (now: number) => {
      const elapsed = now - start;
      setShown(
        elapsed >= COUNTER_DURATION_MS
          ? null
          : counters.map((counter) => countUpValue(counter.value, counter.decimals, elapsed)),
      );
      if (elapsed < COUNTER_DURATION_MS) frame = requestAnimationFrame(count(start));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        // Off screen at first: wait at zero where nobody sees the reset, then count when half visible.
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBLE_THRESHOLD)) {
          setShown((current) => current ?? counters.map(() => 0));
          return;
        }
        observer.disconnect();
        frame = requestAnimationFrame((now) => count(now)(now));
      },
      { threshold: COUNTER_VISIBLE_THRESHOLD },
    );
    observer.observe(list);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [counters]);

  return (
    <section aria-labelledby="counters-title" className={styles.band}>
      <div className="container">
        <h2 id="counters-title" className="visually-hidden">
          {title}
        </h2>
        <ul ref={listRef} className={styles.list}>
          {counters.map((counter, index) => {
            const final = formatCounter(counter.value, counter.decimals, counter.suffix);
            return (
              <li key={counter.label} className={styles.counter}>
                <span className={styles.value}>
                  {/* The final value reserves the width, so counting never moves the layout; screen readers hear only the final value. */}
                  <span className={styles.reserve} aria-hidden="true">
                    {final}
                  </span>
                  <span className={styles.current} aria-hidden="true" data-count>
                    {shown ? formatCounter(shown[index] ?? counter.value, counter.decimals, counter.suffix) : final}
                  </span>
                  <span className="visually-hidden">{final}</span>
                </span>
                <span className={styles.label}>{counter.label}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
