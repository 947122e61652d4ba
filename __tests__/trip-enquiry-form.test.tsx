import React from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import seed from "../server/seed/destinations.json";
import { ContactForm } from "../src/components/forms/ContactForm";
import { ContactPage } from "../src/components/contact/ContactPage";
import { ItineraryPage } from "../src/components/destinations/ItineraryPage";
import { DestinationDetails } from "../src/components/destinations/DestinationDetails";
import { TravelTabs } from "../src/components/services/TravelTabs";
import { loadDraft } from "../src/lib/enquiry";
import { destinationTrip } from "../src/lib/trip";
import { destinationPageWordsOf } from "./support/destination-pages";
import { ContactForm as PlacedForm } from "../src/components/forms/EnquiryForm";

// Pages place the enquiry form through partOnUse, whose script loads when needed: here, loaded before the renders.
beforeAll(() => PlacedForm.preload());

const munnar = seed.find((d) => d._id === "dst-munnar")!;
const munnarTrip = destinationTrip({ ...munnar, agencyId: munnar._id });
const PREFILL = "Enquiry: Munnar";
const draft = (values: Record<string, string>) =>
  JSON.stringify({
    savedAt: Date.now(),
    enquiry: { name: "", email: "", phone: "", subject: "", message: "", ...values },
  });

const renderForm = (props: Partial<React.ComponentProps<typeof ContactForm>> = {}) =>
  render(<ContactForm idPrefix="enquiry" draftKey="destination-dst-munnar" heading="Ask" {...props} />);

beforeEach(() => localStorage.clear());

describe("the enquiry form's subject prefill", () => {
  it("starts with the prefill, which the visitor can edit", async () => {
    const user = userEvent.setup();
    renderForm({ subjectPrefill: PREFILL });
    const subject = screen.getByLabelText("Subject");
    expect(subject).toHaveValue(PREFILL);
    await user.type(subject, " in June");
    expect(subject).toHaveValue(`${PREFILL} in June`);
    expect(loadDraft("destination-dst-munnar")?.subject).toBe(`${PREFILL} in June`);
  });

  it("gives way to a subject in the visitor's draft", () => {
    localStorage.setItem("enquiry-draft:destination-dst-munnar", draft({ subject: "Honeymoon", name: "Meera" }));
    renderForm({ subjectPrefill: PREFILL });
    expect(screen.getByLabelText("Subject")).toHaveValue("Honeymoon");
    expect(screen.getByLabelText("Your name")).toHaveValue("Meera");
  });

  it("fills an empty subject beside a draft's other fields, and does not save itself as the visitor's", async () => {
    localStorage.setItem("enquiry-draft:destination-dst-munnar", draft({ name: "Meera" }));
    const user = userEvent.setup();
    renderForm({ subjectPrefill: PREFILL });
    expect(screen.getByLabelText("Subject")).toHaveValue(PREFILL);
    await user.type(screen.getByLabelText("Message"), "Two adults");
    expect(loadDraft("destination-dst-munnar")).toMatchObject({ name: "Meera", subject: "", message: "Two adults" });
  });

  it("is not in the server HTML, and text typed in the subject before the script ran wins over it", async () => {
    const { renderToString } = await import("react-dom/server");
    const form = (
      <ContactForm idPrefix="enquiry" draftKey="destination-dst-munnar" heading="Ask" subjectPrefill={PREFILL} />
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.appendChild(container);
    const subject = within(container).getByLabelText("Subject") as HTMLInputElement;
    expect(subject).toHaveValue("");
    subject.value = "Typed early";
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, form);
    });
    expect(within(container).getByLabelText("Subject")).toHaveValue("Typed early");
    expect(loadDraft("destination-dst-munnar")?.subject).toBe("Typed early");
    act(() => root?.unmount());
    container.remove();
  });

  it("takes a new prefill while mounted unless the visitor has typed a subject", async () => {
    const user = userEvent.setup();
    const view = render(<ContactForm idPrefix="contact" draftKey="contact" heading="Ask" subjectPrefill={PREFILL} />);
    view.rerender(<ContactForm idPrefix="contact" draftKey="contact" heading="Ask" subjectPrefill="Enquiry: Goa" />);
    await waitFor(() => expect(screen.getByLabelText("Subject")).toHaveValue("Enquiry: Goa"));
    await user.clear(screen.getByLabelText("Subject"));
    await user.type(screen.getByLabelText("Subject"), "Mine");
    view.rerender(<ContactForm idPrefix="contact" draftKey="contact" heading="Ask" subjectPrefill={PREFILL} />);
    await waitFor(() => expect(screen.getByLabelText("Subject")).toHaveValue("Mine"));
  });

  it("starts again from the prefill after a send", async () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 201,
      headers: { get: () => null },
      json: async () => ({}),
    })) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderForm({ subjectPrefill: PREFILL });
    await user.type(screen.getByLabelText("Your name"), "Meera");
    await user.type(screen.getByLabelText("E-mail"), "meera@example.in");
    await user.type(screen.getByLabelText("Message"), "Two adults");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText(/we have your enquiry/);
    expect(JSON.parse((global.fetch as jest.Mock).mock.calls[0][1].body as string)).toMatchObject({
      subject: PREFILL,
    });
    expect(screen.getByLabelText("Your name")).toHaveValue("");
    expect(screen.getByLabelText("Subject")).toHaveValue(PREFILL);
  });
});

describe("pages that prefill the subject", () => {
  it("/contact?trip= prefills the contact form", () => {
    render(<ContactPage subjectPrefill="Enquiry: Backwater Houseboat" />);
    const form = screen.getByRole("form", { name: "Send Us a Message" });
    expect(within(form).getByLabelText("Subject")).toHaveValue("Enquiry: Backwater Houseboat");
  });

  it("a destination's details page prefills its own form and shares the trip's draft", () => {
    localStorage.setItem("enquiry-draft:destination-dst-munnar", draft({ name: "Meera" }));
    render(
      <DestinationDetails
        destination={{ trip: munnarTrip, banner: null, gallery: [], words: destinationPageWordsOf("dst-munnar") }}
        similar={[]}
      />,
    );
    const form = screen.getByRole("form", { name: "Ask us about Munnar" });
    expect(within(form).getByLabelText("Subject")).toHaveValue(PREFILL);
    expect(within(form).getByLabelText("Your name")).toHaveValue("Meera");
  });

  it("an itinerary has the trip's form, prefilled, and its Enquire about this trip leads to that form", () => {
    render(
      <ItineraryPage
        destination={{
          words: destinationPageWordsOf("dst-munnar"),
          trip: munnarTrip,
          banner: null,
          days: munnar.itinerary.map((day) => ({ ...day, image: null })),
        }}
      />,
    );
    const form = screen.getByRole("form", { name: "Ask us about Munnar" });
    expect(within(form).getByLabelText("Subject")).toHaveValue(PREFILL);
    const enquire = screen.getByRole("link", { name: "Enquire about this trip" });
    expect(document.getElementById(enquire.getAttribute("href")!.slice(1))).toBe(form);
  });

  it("every card in the travel tabs books its own trip", () => {
    const card = (key: string, title: string) => ({
      key,
      title,
      image: undefined,
      imageAlt: "",
      rating: null,
      pricePerPerson: 1000,
      days: 2,
    });
    render(
      <TravelTabs
        tabs={[
          { label: "Tour Package", cards: [card("t1", "Kerala Backwaters"), card("t2", "Goa & Gokarna")] },
          { label: "Hotel", cards: [card("h1", "Lake Palace")] },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Book Now : Kerala Backwaters" })).toHaveAttribute(
      "href",
      "/contact?trip=Kerala%20Backwaters",
    );
    expect(screen.getByRole("link", { name: "Book Now : Goa & Gokarna" })).toHaveAttribute(
      "href",
      "/contact?trip=Goa%20%26%20Gokarna",
    );
  });
});
