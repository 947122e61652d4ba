import React from "react";
import type { HeadProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function TourGuideDetailsPage() {
  return (
    <>
      <PageHeader title="Tour Guide Details" />
      <div className="container section">
        <p>Meet the guides who travel with our groups.</p>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title="Tour Guide Details" pathname={location.pathname} description="Meet the guides who travel with our groups." />;
