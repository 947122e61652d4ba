import { act, renderHook, waitFor } from "@testing-library/react";
import type { FormEvent } from "react";
import { useEnquiryForm } from "../src/hooks/useEnquiryForm";
import { ENQUIRY_RULES, type EnquiryField } from "../src/lib/enquiry";

const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent<HTMLFormElement>;

const renderForm = (fixedSubject?: string) =>
  renderHook(() => useEnquiryForm({ idPrefix: "test", draftKey: "test", fixedSubject }));

const type = (form: ReturnType<typeof renderForm>, values: Partial<Record<EnquiryField, string>>) => {
  for (const [field, value] of Object.entries(values))
    act(() => form.result.current.update(field as EnquiryField, value));
};

beforeEach(() => localStorage.clear());

describe("useEnquiryForm", () => {
  it("shows the fields of the shared rules in their order, each required as the rules say", () => {
    const { result } = renderForm();
    expect(result.current.fields).toEqual(ENQUIRY_RULES);
    expect(result.current.fields.filter(({ required }) => !required).map(({ field }) => field)).toEqual(["phone"]);
  });

  it("drops the subject field when the subject is fixed", () => {
    const { result } = renderForm("Reply: Maldives service");
    expect(result.current.fields.map(({ field }) => field)).toEqual(["name", "email", "phone", "message"]);
  });

  it("an empty form fails validation on exactly the fields it marks required", async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    const form = renderForm();
    await act(() => form.result.current.handleSubmit(submitEvent()));
    const required = form.result.current.fields.filter((rule) => rule.required).map(({ field }) => field);
    expect(Object.keys(form.result.current.errors)).toEqual(required);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("after a refused send, its WhatsApp link follows what the visitor types next", async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 403, json: async () => ({}) })) as unknown as typeof fetch;
    const form = renderForm();
    type(form, { name: "Meera", email: "meera@example.in", subject: "Munnar", message: "June" });
    await act(() => form.result.current.handleSubmit(submitEvent()));
    await waitFor(() => expect(form.result.current.outcome?.kind).toBe("failed"));
    type(form, { message: "July instead" });
    const outcome = form.result.current.outcome;
    const chatUrl = new URL(outcome && "chatUrl" in outcome ? outcome.chatUrl : "");
    expect(chatUrl.searchParams.get("text")).toBe(
      "Hi! I'm Meera.\nE-mail: meera@example.in\nSubject: Munnar\n\nJuly instead",
    );
  });
});
