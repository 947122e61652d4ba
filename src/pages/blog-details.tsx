import React from "react";
import type { HeadProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function BlogDetailsLegacyPage() {
  return (
    <>
      <PageHeader title="Blog" />
      <div className="container section">
        <p>Opening the article you asked for.</p>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title="Blog" pathname={location.pathname} description="Opening the article you asked for." />;
