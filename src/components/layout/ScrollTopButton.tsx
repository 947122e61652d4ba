import React from "react";
import { Icon } from "./Icon";
import { useText } from "../../i18n/EditionContext";
import * as styles from "./ScrollTopButton.module.css";

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function ScrollTopButton() {
  const text = useText();
  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    // Keyboard users continue from the top of the page, not from the footer.
    document.getElementById("top")?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.button} onClick={scrollToTop}>
      <Icon name="up" />
      <span>{text("footer.top")}</span>
    </button>
  );
}
