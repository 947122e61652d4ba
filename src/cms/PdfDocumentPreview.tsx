/**
 * The preview of a PDF document (content/pdf/*.md) in the CMS: its text as the PDF sets it, read by the parser the
 * build's PDF uses (src/lib/markdown-blocks.ts, gatsby/pdf/write-pdfs.ts), inside the PDF's header and footer. So
 * the marketer sees what the downloaded PDF will say, including that markup the PDF does not support is printed as
 * typed.
 */
import React from "react";
import { PDF_DOCUMENTS } from "../../gatsby/pdf/pdf-documents";
import { parseMarkdownBlocks, type Span } from "../lib/markdown-blocks";
import { siteFacts, siteUrl, type SiteFacts } from "../lib/site";
import * as styles from "./PdfDocumentPreview.module.css";

/** The address a document's PDF is downloaded from, by its file's name in content/pdf ("visa"), if it has one. */
export const pdfAddressOf = (slug: string): string | undefined =>
  PDF_DOCUMENTS.find((document) => document.source === `content/pdf/${slug}.md`)?.path;

function Spans({ spans }: { spans: readonly Span[] }) {
  return <>{spans.map((span, index) => (span.bold ? <strong key={index}>{span.text}</strong> : span.text))}</>;
}

export function PdfDocumentPreview({
  markdown,
  slug,
  facts = siteFacts,
  site = siteUrl(),
}: {
  markdown: string;
  slug: string;
  facts?: SiteFacts;
  site?: string;
}) {
  const blocks = parseMarkdownBlocks(markdown);
  const title = blocks.find((block) => block.kind === "heading" && block.level === 1);
  const address = pdfAddressOf(slug);
  const phone = facts.phones[0];
  const email = facts.emails[0];
  const footer = [facts.name, phone?.display, email?.address, site.replace(/^https?:\/\//, "")].filter(Boolean);
  return (
    <main className="cms-preview">
      <p role="note" className={styles.note}>
        {address ? (
          <>
            Visitors download this as <code>{address}</code>: the site&apos;s build writes the PDF from this text, and
            the local site of <code>npm run cms</code> rewrites it a few seconds after you publish.
          </>
        ) : (
          "The site's build writes a PDF from this text."
        )}{" "}
        The PDF sets headings (#, ##, ###), paragraphs, **bold** and - lists; anything else is printed as typed.
      </p>
      <article className={styles.page} aria-label="The PDF's first page onwards">
        <header className={styles.header}>
          <span className={styles.agency}>{facts.name.toUpperCase()}</span>
          <span>{title?.kind === "heading" ? title.text : ""}</span>
        </header>
        {blocks.length === 0 && <p className={styles.empty}>The document has no text yet.</p>}
        {blocks.map((block, index) => {
          if (block.kind === "heading") {
            const Heading = (["h1", "h2", "h3"] as const)[block.level - 1]!;
            return (
              <Heading key={index} className={styles[`h${block.level}`]}>
                {block.text}
              </Heading>
            );
          }
          if (block.kind === "paragraph")
            return (
              <p key={index}>
                <Spans spans={block.spans} />
              </p>
            );
          return (
            <ul key={index}>
              {block.items.map((item, position) => (
                <li key={position}>
                  <Spans spans={item} />
                </li>
              ))}
            </ul>
          );
        })}
        <footer className={styles.footer}>{footer.join("  ·  ")}</footer>
      </article>
    </main>
  );
}
