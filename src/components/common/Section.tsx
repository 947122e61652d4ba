import React, { useId, type ReactNode } from "react";
import * as styles from "./Section.module.css";

/** A page section named by its heading (a landmark region), with an optional eyebrow line and intro. */
export function Section({
  title,
  eyebrow,
  intro,
  children,
  tone = "plain",
  className,
}: {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "plain" | "tinted";
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={[styles.section, tone === "tinted" ? styles.tinted : "", className].filter(Boolean).join(" ")}
    >
      <div className="container">
        <header className={styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={id}>{title}</h2>
          {intro && <div className={styles.intro}>{intro}</div>}
        </header>
        {children}
      </div>
    </section>
  );
}
