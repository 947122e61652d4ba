import React from "react";
import type { HeadProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function TourDetailsPage() {
  return (
    <>
      <PageHeader title="Tour Details" />
      <div className="container section">
        <p>A seven-day sample tour, day by day.</p>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title="Tour Details" pathname={location.pathname} description="A seven-day sample tour, day by day." />;
