import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { RETENTION } from "../lib/device-storage";
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
export function DeviceStorageBlock({ content: block }: BlockProps<typeof content>) {
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined}>
      <div className={styles.prose}>
        {/* The marketer's Markdown rendered by the build (raw HTML in it is escaped: src/lib/markdown-html). */}
        <div dangerouslySetInnerHTML={{ __html: block.text.html }} />
        <ul>
          <li>
            <strong>What you type in an enquiry form</strong>, until you send it: kept in this browser for at most{" "}
            {RETENTION.draft.text}, so that nothing is lost if the page closes; after that, the next page of this site
            you open removes it, whichever form it came from.
          </li>
          <li>
            <strong>An enquiry that could not reach us yet</strong> (no connection, or our office busy): kept in this
            browser and sent by itself when it can, for at most {RETENTION.outbox.text}; removed as soon as we have it,
            or after that time (the form then tells you, with your text, so you can send it another way).
          </li>
          <li>
            <strong>The trips you save to your shortlist</strong>: only which trips, nothing about you, kept in this
            browser {RETENTION.shortlist.text} on the shortlist page. We never see it.
          </li>
          <li>
            <strong>The currency you chose to see trip prices in</strong> beside rupees: only its code (AED, for
            instance) and the last day of the exchange rates you saw, kept in this browser {RETENTION.currency.text}.
          </li>
          <li>
            <strong>Forget my details</strong>, the button beside every enquiry form&apos;s send button, removes both
            from this browser at once.
          </li>
          <li>
            <strong>No cookies.</strong> This site sets no cookies of its own. The chat provider sets its own only once
            you open the chat.
          </li>
        </ul>
      </div>
    </Section>
  );
}

export const definition = defineBlock(content, DeviceStorageBlock);
