import React from "react";
import type { HeadProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function BlogPage() {
  return (
    <>
      <PageHeader title="Blog" />
      <div className="container section">
        <p>Travel advice from our planners: seasons, visas, food and family trips.</p>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title="Blog" pathname={location.pathname} description="Travel advice from our planners: seasons, visas, food and family trips." />;
