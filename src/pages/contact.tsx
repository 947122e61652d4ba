import React from "react";
import type { PageProps } from "gatsby";
import { ContactPage } from "../components/contact/ContactPage";
import { titledPageHead } from "../components/seo/Seo";
import { siteFacts } from "../lib/site";
import { subjectFromContactSearch } from "../lib/trip-enquiry";

// The server HTML has no query string; the prefill only reaches the form's state once mounted, so hydration matches.
export default function ContactRoute({ location }: PageProps) {
  return <ContactPage subjectPrefill={subjectFromContactSearch(location.search)} />;
}

export const Head = titledPageHead(
  "Contact Us",
  `Call, write or send an enquiry to ${siteFacts.name}; a travel planner answers within one working day.`,
);
