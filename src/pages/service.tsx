import React from "react";
import type { HeadProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function ServicePage() {
  return (
    <>
      <PageHeader title="Services" />
      <div className="container section">
        <p>Inbound and outbound holidays, corporate travel, flight and hotel bookings, visa assistance and custom packages.</p>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title="Services" pathname={location.pathname} description="Inbound and outbound holidays, corporate travel, flight and hotel bookings, visa assistance and custom packages." />;
