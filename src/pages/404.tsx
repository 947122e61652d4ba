import React from "react";
import { Link, type HeadProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
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

export const Head = ({ location }: HeadProps) => <Seo title="Page not found" pathname={location.pathname} noindex />;
