import React from "react";
import { render, screen } from "@testing-library/react";
import { ContactForm } from "../src/components/forms/ContactForm";

// Rules in which the phone is required and the message is not: the form's markers must follow them.
jest.mock("../src/lib/enquiry", () => {
  const actual = jest.requireActual<typeof import("../src/lib/enquiry")>("../src/lib/enquiry");
  const flipped = new Set(["phone", "message"]);
  return {
    ...actual,
    ENQUIRY_RULES: actual.ENQUIRY_RULES.map((rule) =>
      flipped.has(rule.field) ? { ...rule, required: !rule.required } : rule,
    ),
  };
});

it("marks fields required or optional as the shared enquiry rules say", () => {
  render(<ContactForm idPrefix="contact" draftKey="contact" heading="Send Us a Message" />);
  expect(screen.getByLabelText("Phone")).toBeRequired();
  expect(screen.queryByLabelText("Phone (optional)")).not.toBeInTheDocument();
  expect(screen.getByLabelText("Message (optional)")).not.toBeRequired();
  expect(screen.getByLabelText("Your name")).toBeRequired();
});
