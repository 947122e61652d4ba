import React from "react";
import type { HeadProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function FaqPage() {
  return (
    <>
      <PageHeader title="FAQ" />
      <div className="container section">
        <p>Answers to the questions travellers ask us most.</p>
      </div>
    </>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title="FAQ" pathname={location.pathname} description="Answers to the questions travellers ask us most." />;
