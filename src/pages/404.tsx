import React from "react";
import { Link } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { unlistedPageHead } from "../components/seo/Seo";
import { ROUTES } from "../lib/routes";

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <div className="container section">
        <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
        <p>
          <Link to={ROUTES.home} className="button button--brand">
            Go to the home page
          </Link>{" "}
          <Link to={ROUTES.destinations} className="button button--ghost">
            Browse destinations
          </Link>
        </p>
      </div>
    </>
  );
}

export const Head = unlistedPageHead("Page not found");
