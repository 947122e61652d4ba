import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import { ContactPage } from "../components/contact/ContactPage";
import { Seo } from "../components/seo/Seo";
import { contactEnglish } from "../components/contact/contact-text";
import { editionOfPath } from "../i18n/editions";
import { textOf } from "../i18n/text";
import type { Catalogue } from "../i18n/messages";
import { siteFacts } from "../lib/site";
import { localIsoDate } from "../lib/dates";
import { subjectFromContactSearch, tripPrefillFromContactSearch } from "../lib/trip-enquiry-prefill";
import { useHydrated } from "../hooks/useHydrated";

// The server HTML has no query string, so the page reads it only once hydrated: until then it renders as the HTML
// did (the trip's fields an optional group), and the prefill reaches the form's state once mounted.
export default function ContactRoute({ location }: PageProps) {
  const search = useHydrated() ? location.search : "";
  const subject = subjectFromContactSearch(search);
  const prefill = search ? tripPrefillFromContactSearch(search, localIsoDate()) : undefined;
  return <ContactPage subjectPrefill={subject} trip={{ required: subject !== undefined, prefill }} />;
}

/** In /ml/contact and /ar/contact (gatsby/pages/edition-pages.ts): the edition's interface catalogue. */
interface EditionContext {
  messages?: Catalogue;
}

export const Head = ({ location, pageContext }: HeadProps<object, EditionContext>) => {
  const text = textOf(editionOfPath(location.pathname).code, pageContext.messages, contactEnglish);
  const title = text("contact.title");
  return (
    <Seo
      title={text("contact.documentTitle")}
      pathname={location.pathname}
      description={text("contact.description", { name: siteFacts.name, replyWithin: siteFacts.replyWithin })}
      breadcrumb={{ title, home: { label: text("nav.home"), to: "/" } }}
    />
  );
};
