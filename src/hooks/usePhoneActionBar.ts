import { useEffect, useRef, useState } from "react";

/**
 * Whether the phone action bar is shown: once the first screen has scrolled away (its sentinel, one
 * viewport tall at the top of the page, is out of view), and never while an element it must not cover
 * (a form's submit button, the footer) is in view. Starts hidden, as the server HTML does; without
 * IntersectionObserver the bar stays hidden (the page's own links remain).
 */
export function usePhoneActionBar(avoidIds: readonly string[]) {
  const firstScreenRef = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(false);
  // One string dependency: a new array with the same ids must not observe everything again.
  const avoidKey = avoidIds.join(" ");

  useEffect(() => {
    const firstScreen = firstScreenRef.current;
    if (!firstScreen || typeof IntersectionObserver === "undefined") return;
    const avoided = avoidKey
      .split(" ")
      .map((id) => (id ? document.getElementById(id) : null))
      .filter((element): element is HTMLElement => element !== null);
    const inView = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      // Until the first screen's first report, the bar stays hidden (a page opened mid-way shows it then).
      const pastFirstScreen = inView.get(firstScreen) === false;
      setShown(pastFirstScreen && !avoided.some((element) => inView.get(element)));
    });
    for (const element of [firstScreen, ...avoided]) observer.observe(element);
    return () => observer.disconnect();
  }, [avoidKey]);

  return { firstScreenRef, shown };
}
