import React from "react";
import { Link } from "gatsby";
import { breadcrumbTrail, type Crumb } from "../../lib/breadcrumbs";
import * as styles from "./PageHeader.module.css";

export type { Crumb };

/** The title band at the top of inner pages, with a breadcrumb trail starting at Home. */
export function PageHeader({
  title,
  crumbs = [],
  intro,
}: {
  title: string;
  crumbs?: readonly Crumb[];
  intro?: string;
}) {
  const trail = breadcrumbTrail(title, crumbs);
  return (
    <div className={styles.band}>
      <div className="container">
        <nav aria-label="Breadcrumb">
          <ol className={styles.trail}>
            {trail.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`}>
                {crumb.to && index < trail.length - 1 ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
    </div>
  );
}
