import { siteFacts } from "../../src/lib/site";
import { DESTINATION_TYPES, tipPdfPath } from "../../src/lib/routes";

/**
 * The downloadable PDFs: each is written by the build (gatsby-node) from a Markdown file in
 * content/pdf/, so a marketer edits text, never a PDF.
 */
/** A downloadable PDF: its Markdown (a path from the repository's root) and the address it is served at. */
export interface PdfDocument {
  source: string;
  path: string;
}

export const PDF_DOCUMENTS: readonly PdfDocument[] = [
  // One travel-tip sheet per destination type: content/pdf/international-tips.md → /assets/pdf/International-tips.pdf
  ...DESTINATION_TYPES.map((type) => ({ source: `content/pdf/${type.toLowerCase()}-tips.md`, path: tipPdfPath(type) })),
  { source: "content/pdf/visa.md", path: siteFacts.visaChecklistPath },
];
