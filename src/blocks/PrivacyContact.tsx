import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { siteFacts, type SiteFacts } from "../lib/site";
import { usePrivacyText } from "../i18n/privacy-text";
import { useEdition } from "../i18n/EditionContext";
import { englishFact, richText } from "../i18n/rich-text";
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
  const text = usePrivacyText();
  // The office's facts are in English (content/site.json): marked so on another edition's page.
  const english = englishFact(useEdition().code);
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined}>
      <div className={styles.prose}>
        {/* The marketer's Markdown rendered by the build (raw HTML in it is escaped: src/lib/markdown-html). */}
        <div dangerouslySetInnerHTML={{ __html: block.text.html }} />
        <dl className={styles.facts}>
          <dt>{text("privacy.responsible")}</dt>
          <dd>
            {richText(text("privacy.trading"), {
              legalName: <bdi {...english}>{facts.legalName}</bdi>,
              name: <bdi {...english}>{facts.name}</bdi>,
            })}
            <address>
              <bdi {...english}>{facts.address.display}</bdi>
            </address>
          </dd>
          <dt>{text("privacy.contact")}</dt>
          <dd>
            <span {...english}>
              {contact.name}, {contact.role}
            </span>
            <br />
            {richText(text("privacy.email"), {
              address: (
                <a href={`mailto:${contact.email}`} dir="ltr">
                  {contact.email}
                </a>
              ),
            })}
            <br />
            {richText(text("privacy.phone"), {
              number: (
                <a href={`tel:${contact.phone.tel}`} dir="ltr">
                  {contact.phone.display}
                </a>
              ),
            })}
          </dd>
        </dl>
      </div>
    </Section>
  );
}

export const definition = defineBlock(content, PrivacyContactBlock);
