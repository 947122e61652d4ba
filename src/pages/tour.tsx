import React from "react";
import type { HeadProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function TourPage() {
  return (
    <>
      <PageHeader title="Popular Tours" />
      <div className="container section">
        <p>Sample tours our travellers love.</p>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title="Popular Tours" pathname={location.pathname} description="Sample tours our travellers love." />;
