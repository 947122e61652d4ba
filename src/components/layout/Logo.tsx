import React from "react";
import { Link } from "gatsby";
import { siteFacts } from "../../lib/site";
import * as styles from "./Logo.module.css";
import { ROUTES } from "../../lib/routes";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to={ROUTES.home} className={`${styles.logo} ${inverted ? styles.inverted : ""}`}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="18" fill="#0b5e5a" />
        <path d="M7 25c4-2 7-2 11 0s7 2 11 0v3c-4 2-7 2-11 0s-7-2-11 0Z" fill="#8fd3c9" />
        <path
          d="M18 24V12m0 0c-3-4-8-4-10-2 3 0 6 1 10 2Zm0 0c3-4 8-4 10-2-3 0-6 1-10 2Zm0 0c-1-4 1-6 3-7-1 2-2 4-3 7Z"
          stroke="#f0a531"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span>{siteFacts.name}</span>
    </Link>
  );
}
