import React from "react";
import { Link } from "gatsby";
import { breadcrumbTrail, type Crumb } from "../../lib/breadcrumbs";
import * as styles from "./Breadcrumbs.module.css";
import { ROUTES } from "../../lib/routes";
import { useEdition, useText } from "../../i18n/EditionContext";
import { localCrumbs, localLink } from "../../i18n/translated-pages";

/**
 * The visible breadcrumb trail, Home first and the page itself last (the same trail the JSON-LD names); `titleLang`:
 * the page's title's language where it is not the page's.
 */
export function Breadcrumbs({
  title,
  titleLang,
  crumbs = [],
}: {
  title: string;
  titleLang?: string;
  crumbs?: readonly Crumb[];
}) {
  const text = useText();
  const { code } = useEdition();
  const trail = breadcrumbTrail(title, localCrumbs(code, crumbs), {
    label: text("nav.home"),
    to: localLink(code, ROUTES.home),
  });
  return (
    <nav aria-label={text("breadcrumb.label")}>
      <ol className={styles.trail}>
        {trail.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < trail.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">
                {titleLang && index === trail.length - 1 ? <bdi lang={titleLang}>{crumb.label}</bdi> : crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
