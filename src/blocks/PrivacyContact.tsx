import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { siteFacts, type SiteFacts } from "../lib/site";
import * as styles from "./blocks.module.css";
import { block, heading } from "../content-model/block-fields";
import { markdown } from "../content-model/fields";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "privacyContact",
  "Privacy contact",
  "Who we are and who answers privacy requests: the legal name, address and privacy contact from Site facts",
  {
    ...heading,
    text: markdown("Text", "Shown above the contact details, e.g. what to write to them about"),
  },
);

export const fragment = graphql`
  fragment PrivacyContactBlockFields on PrivacyContactBlock {
    title
    eyebrow
    textHtml
  }
`;

/**
 * Who is responsible for the visitor's data and who answers privacy requests: the legal name, address and
 * privacy contact come from content/site.json, so the notice never names an old address or person.
 */
export function PrivacyContactBlock({
  content: block,
  facts = siteFacts,
}: BlockProps<typeof content> & {
  facts?: SiteFacts;
}) {
  const contact = facts.privacyContact;
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined}>
      <div className={styles.prose}>
        {/* The marketer's Markdown rendered by the build (raw HTML in it is escaped: src/lib/markdown-html). */}
        <div dangerouslySetInnerHTML={{ __html: block.text.html }} />
        <dl className={styles.facts}>
          <dt>Responsible for your data</dt>
          <dd>
            {facts.legalName} (trading as {facts.name})<address>{facts.address.display}</address>
          </dd>
          <dt>Privacy contact</dt>
          <dd>
            {contact.name}, {contact.role}
            <br />
            E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            <br />
            Phone: <a href={`tel:${contact.phone.tel}`}>{contact.phone.display}</a>
          </dd>
        </dl>
      </div>
    </Section>
  );
}

export const definition = defineBlock(content, PrivacyContactBlock);
