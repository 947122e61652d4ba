import { siteFacts } from "./site";

/** The travel-tip PDF of a destination type: /assets/pdf/International-tips.pdf */
export const tipPdfPath = (type: string): string => `/assets/pdf/${type}-tips.pdf`;

/**
 * The downloadable PDFs: each is written by the build (gatsby-node) from a Markdown file in
 * content/pdf/, so a marketer edits text, never a PDF.
 */
export const PDF_DOCUMENTS: readonly { source: string; path: string }[] = [
  { source: "content/pdf/international-tips.md", path: tipPdfPath("International") },
  { source: "content/pdf/domestic-tips.md", path: tipPdfPath("Domestic") },
  { source: "content/pdf/visa.md", path: siteFacts.visaChecklistPath },
];
