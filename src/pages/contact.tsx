import React from "react";
import type { HeadProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" />
      <div className="container section">
        <p>Tell us where you would like to go; a travel planner answers within one working day.</p>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title="Contact Us" pathname={location.pathname} description="Tell us where you would like to go; a travel planner answers within one working day." />;
