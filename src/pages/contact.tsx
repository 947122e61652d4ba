import React from "react";
import { ContactPage } from "../components/contact/ContactPage";
import { titledPageHead } from "../components/seo/Seo";
import { siteFacts } from "../lib/site";

export default function ContactRoute() {
  return <ContactPage />;
}

export const Head = titledPageHead(
  "Contact Us",
  `Call, write or send an enquiry to ${siteFacts.name}; a travel planner answers within one working day.`,
);
