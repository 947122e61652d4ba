import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { RETENTION } from "../lib/device-storage";
import { usePrivacyText } from "../i18n/privacy-text";
import { richText } from "../i18n/rich-text";
import * as styles from "./blocks.module.css";
import { block, heading } from "../content-model/block-fields";
import { markdown } from "../content-model/fields";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "deviceStorage",
  "What stays on your device",
  "What the enquiry forms keep in the visitor's browser and for how long (the periods come from the site's code)",
  {
    ...heading,
    text: markdown("Text", "Shown above the list, e.g. why drafts are kept"),
  },
);

export const fragment = graphql`
  fragment DeviceStorageBlockFields on DeviceStorageBlock {
    title
    eyebrow
    textHtml
  }
`;

/**
 * What the site keeps in the visitor's browser and for how long. The periods are the ones the code enforces
 * (RETENTION in src/lib/device-storage.ts), so the notice cannot drift from what the site does.
 */
const HOUR_MS = 60 * 60 * 1000;

/**
 * The kinds of things kept on the device, each a message of the `blocks` catalogue part with its title in bold; the
 * periods are the code's own (RETENTION), written in the page's language.
 */
const KEPT = ["draft", "outbox", "shortlist", "currency", "forget", "cookies"] as const;

export function DeviceStorageBlock({ content: block }: BlockProps<typeof content>) {
  const text = usePrivacyText();
  const periods = {
    draft: text("privacy.storage.hours", { count: RETENTION.draft.ms / HOUR_MS }),
    outbox: text("days", { count: RETENTION.outbox.ms / (24 * HOUR_MS) }),
  };
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined}>
      <div className={styles.prose}>
        {/* The marketer's Markdown rendered by the build (raw HTML in it is escaped: src/lib/markdown-html). */}
        <div dangerouslySetInnerHTML={{ __html: block.text.html }} />
        <ul>
          {KEPT.map((kind) => (
            <li key={kind}>
              {richText(text(`privacy.storage.${kind}`, { period: periods[kind as keyof typeof periods] }), {
                title: <strong>{text(`privacy.storage.${kind}.title`)}</strong>,
              })}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const definition = defineBlock(content, DeviceStorageBlock);
