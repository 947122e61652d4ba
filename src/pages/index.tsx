import React from "react";
import { Link, type HeadProps } from "gatsby";
import { Seo } from "../components/seo/Seo";
import { siteFacts } from "../lib/site";

export default function HomePage() {
  return (
    <div className="container section">
      <h1>{siteFacts.name}</h1>
      <p>{siteFacts.tagline}.</p>
      <p>
        <Link to="/destination/International" className="button">
          Explore destinations
        </Link>{" "}
        <Link to="/service" className="button button--ghost">
          Our services
        </Link>
      </p>
    </div>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title={siteFacts.name} pathname={location.pathname} />;
