import React from "react";
import type { HeadProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function ServiceDetailsPage() {
  return (
    <>
      <PageHeader title="Service Details" />
      <div className="container section">
        <p>A sample service page: the Maldives, as our travellers see it.</p>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title="Service Details" pathname={location.pathname} description="A sample service page: the Maldives, as our travellers see it." />;
