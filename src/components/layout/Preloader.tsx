import React, { useEffect, useState } from "react";
import * as styles from "./Preloader.module.css";

/**
 * A thin progress bar at the top edge until the window has loaded. It never covers content, so a
 * slow script or image cannot hide a page that has already painted.
 */
export function Preloader() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return <div className={styles.bar} data-loaded={loaded || undefined} aria-hidden="true" />;
}
