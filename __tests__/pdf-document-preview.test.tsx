// On React (jest.config.js's CMS admin project): the CMS admin renders this preview.
import React from "react";
import { readFileSync } from "node:fs";
import { render, screen, within } from "@testing-library/react";
import { pdfAddressOf, PdfDocumentPreview } from "../src/cms/PdfDocumentPreview";
import { PDF_DOCUMENTS } from "../gatsby/pdf/pdf-documents";
import { siteFacts } from "../src/lib/site";

const visa = readFileSync("content/pdf/visa.md", "utf8");

describe("the CMS preview of a PDF document: its text as the PDF sets it", () => {
  it("every PDF document has its download address", () => {
    for (const { source, path } of PDF_DOCUMENTS)
      expect(pdfAddressOf(source.replace(/^content\/pdf\/|\.md$/g, ""))).toBe(path);
    expect(pdfAddressOf("nothing-here")).toBeUndefined();
  });

  it("the visa checklist: its title in the header and as the heading, sections, bullets with bold, the footer", () => {
    render(<PdfDocumentPreview markdown={visa} slug="visa" site="https://example.org" />);
    const page = screen.getByRole("article");
    expect(within(page).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Visa checklist for Indian passport holders",
    );
    // The sheet's header and footer (inside an article, neither is a landmark: read as the elements they are).
    const header = page.querySelector("header");
    expect(header).toHaveTextContent(siteFacts.name.toUpperCase());
    expect(header).toHaveTextContent("Visa checklist for Indian passport holders");
    expect(within(page).getByRole("heading", { level: 2, name: "United Kingdom" })).toBeInTheDocument();
    const uae = within(page).getByRole("heading", { level: 2, name: /United Arab Emirates/ });
    const firstBullet = uae.nextElementSibling!.querySelector("li")!;
    expect(firstBullet.querySelector("strong")).toHaveTextContent("Visa:");
    expect(firstBullet).toHaveTextContent(/^Visa: a tourist e-visa applied online/);
    expect(page.querySelector("footer")).toHaveTextContent(
      `${siteFacts.name} · ${siteFacts.phones[0]!.display} · ${siteFacts.emails[0]!.address} · example.org`,
    );
    expect(screen.getByRole("note")).toHaveTextContent(`Visitors download this as ${siteFacts.visaChecklistPath}`);
  });

  it("markup the PDF does not set is shown as typed, as the PDF prints it; an empty document says so", () => {
    const { unmount } = render(
      <PdfDocumentPreview markdown={"# Tips\n\nSee _this_ [link](https://x.org)."} slug="visa" />,
    );
    expect(screen.getByText("See _this_ [link](https://x.org).")).toBeInTheDocument();
    unmount();
    render(<PdfDocumentPreview markdown="" slug="visa" />);
    expect(screen.getByText("The document has no text yet.")).toBeInTheDocument();
  });
});
