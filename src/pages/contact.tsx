import React from "react";
import type { PageProps } from "gatsby";
import { ContactPage } from "../components/contact/ContactPage";
import { titledPageHead } from "../components/seo/Seo";
import { siteFacts } from "../lib/site";
import { localIsoDate } from "../lib/dates";
import { subjectFromContactSearch, tripPrefillFromContactSearch } from "../lib/trip-enquiry";
import { useHydrated } from "../hooks/useHydrated";

// The server HTML has no query string, so the page reads it only once hydrated: until then it renders as the HTML
// did (the trip's fields an optional group), and the prefill reaches the form's state once mounted.
export default function ContactRoute({ location }: PageProps) {
  const search = useHydrated() ? location.search : "";
  const subject = subjectFromContactSearch(search);
  const prefill = search ? tripPrefillFromContactSearch(search, localIsoDate()) : undefined;
  return <ContactPage subjectPrefill={subject} trip={{ required: subject !== undefined, prefill }} />;
}

export const Head = titledPageHead(
  "Contact Us",
  `Call, write or send an enquiry to ${siteFacts.name}; a travel planner answers within ${siteFacts.replyWithin}.`,
);
