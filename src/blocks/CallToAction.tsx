import React, { useId } from "react";
import { graphql } from "gatsby";
import { whatsappUrl } from "../lib/whatsapp";
import * as styles from "./blocks.module.css";
import { ContentLink } from "../components/common/ContentLink";
import { block } from "../content-model/block-fields";
import { link, longText, text } from "../content-model/fields";
import { useBlocksText } from "../i18n/blocks-text";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "callToAction",
  "Call to action",
  "A banner with a button and, if you write a message, a WhatsApp button that starts a chat with it",
  {
    title: text("Title"),
    text: longText("Text"),
    button: link("Button"),
    whatsappText: text(
      "WhatsApp message",
      "Adds a WhatsApp button that opens a chat with this message; leave empty for none",
    ).optional(),
  },
);

export const fragment = graphql`
  fragment CallToActionBlockFields on CallToActionBlock {
    title
    text
    whatsappText
    button {
      label
      to
    }
  }
`;

/** A centred banner: a title, a line of text, a button and, if the block has a message, a WhatsApp chat. */
export function CallToActionBlock({ content: block }: BlockProps<typeof content>) {
  const headingId = useId();
  const words = useBlocksText();
  return (
    <section aria-labelledby={headingId} className="section">
      <div className={`container ${styles.callToAction}`}>
        <h2 id={headingId}>{block.title}</h2>
        <p>{block.text}</p>
        <p className={styles.actions}>
          <ContentLink to={block.button.to} className="button button--brand">
            {block.button.label}
          </ContentLink>
          {block.whatsappText && (
            <a
              href={whatsappUrl(block.whatsappText)}
              target="_blank"
              rel="noopener noreferrer"
              className="button button--ghost"
            >
              {words("blocks.cta.whatsapp")}
              <span className="visually-hidden">{words("link.newTab")}</span>
            </a>
          )}
        </p>
      </div>
    </section>
  );
}

export const definition = defineBlock(content, CallToActionBlock);
