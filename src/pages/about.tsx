import React from "react";
import type { HeadProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function AboutPage() {
  return (
    <>
      <PageHeader title="About Us" />
      <div className="container section">
        <p>Fifteen years of planning holidays from Kerala, with offices in Changanassery, Kochi, Trivandrum and Bangalore.</p>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title="About Us" pathname={location.pathname} description="Fifteen years of planning holidays from Kerala, with offices in Changanassery, Kochi, Trivandrum and Bangalore." />;
