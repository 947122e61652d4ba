import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FaqAccordion } from "../src/components/faq/FaqAccordion";
import { FaqPage } from "../src/components/faq/FaqPage";
import { ContactForm as PlacedForm } from "../src/components/forms/EnquiryForm";

// Pages place the enquiry form through partOnUse, whose script loads when needed: here, loaded before the renders.
beforeAll(() => PlacedForm.preload());

const items = [
  { id: "faq-01", question: "How do I book?", answer: "Send us an enquiry." },
  { id: "faq-02", question: "Do you help with visas?", answer: "Yes, for most countries." },
  { id: "faq-03", question: "Can I change a package?", answer: "Absolutely." },
];

describe("FaqAccordion", () => {
  const question = (name: string) => screen.getByRole("heading", { name }).closest("summary")!;

  it("labels the questions Q1, Q2, ... in order and opens only the first, in the HTML", () => {
    render(<FaqAccordion items={items} />);
    const headings = screen.getAllByRole("heading");
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Q1 How do I book?",
      "Q2 Do you help with visas?",
      "Q3 Can I change a package?",
    ]);
    expect(headings.map((heading) => heading.closest("details")?.open)).toEqual([true, false, false]);
    expect(screen.getByText("Send us an enquiry.")).toBeVisible();
    expect(screen.getByText("Absolutely.")).not.toBeVisible();
  });

  it("opens and closes answers in the browser's own way, and a re-render keeps what the visitor opened", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<FaqAccordion items={items} />);
    await user.click(question("Q1 How do I book?"));
    expect(screen.getByText("Send us an enquiry.")).not.toBeVisible();
    await user.click(question("Q3 Can I change a package?"));
    expect(screen.getByText("Absolutely.")).toBeVisible();
    rerender(<FaqAccordion items={items} />);
    expect(screen.getByText("Send us an enquiry.")).not.toBeVisible();
    expect(screen.getByText("Absolutely.")).toBeVisible();
  });
});

describe("FaqPage", () => {
  it("shows the error block with Try Again when the FAQs could not be fetched", () => {
    render(<FaqPage items={[]} failed />);
    expect(screen.getByRole("heading", { name: "Error Loading FAQs" })).toBeInTheDocument();
    expect(screen.getByText("Failed to load FAQs")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Do You Have Any More Questions?" })).toBeInTheDocument();
  });

  it("shows the questions and the form below them", () => {
    render(<FaqPage items={items} failed={false} />);
    expect(screen.queryByText("Error Loading FAQs")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Q2 Do you help with visas?" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Do You Have Any More Questions?" })).toBeInTheDocument();
  });
});
