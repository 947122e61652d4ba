import React, { useSyncExternalStore } from "react";
import * as styles from "./Preloader.module.css";

const subscribe = (onChange: () => void) => {
  document.addEventListener("readystatechange", onChange);
  return () => document.removeEventListener("readystatechange", onChange);
};
const isLoaded = () => document.readyState === "complete";
const notYetLoaded = () => false;

/**
 * A thin progress bar at the top edge until the window has loaded. It never covers content, so a
 * slow script or image cannot hide a page that has already painted.
 */
export function Preloader() {
  const loaded = useSyncExternalStore(subscribe, isLoaded, notYetLoaded);
  return <div className={styles.bar} data-loaded={loaded || undefined} aria-hidden="true" />;
}
