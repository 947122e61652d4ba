import React from "react";
import type { HeadProps } from "gatsby";
import { ContactPage } from "../components/contact/ContactPage";
import { Seo } from "../components/seo/Seo";
import { siteFacts } from "../lib/site";

export default function ContactRoute() {
  return <ContactPage />;
}

export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Contact Us"
    pathname={location.pathname}
    breadcrumb={{ title: "Contact Us" }}
    description={`Call, write or send an enquiry to ${siteFacts.name}; a travel planner answers within one working day.`}
  />
);
