import React from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import type { PageProps } from "gatsby";
import { ContactPage } from "../src/components/contact/ContactPage";
import { TripEnquiryForm } from "../src/components/forms/TripEnquiryForm";
import { addDays, formatDateRange, formatMonth, localIsoDate } from "../src/lib/dates";
import { loadDraft } from "../src/lib/enquiry";
import { loadOutbox } from "../src/lib/outbox";
import { lastTravelDay } from "../src/lib/trip-details";
import ContactRoute from "../src/pages/contact";
import honeymoon from "../content/pages/kerala-honeymoon.json";
import { ContactForm as PlacedForm } from "../src/components/forms/EnquiryForm";

// Pages place the enquiry form through partOnUse, whose script loads when needed: here, loaded before the renders.
beforeAll(() => PlacedForm.preload());

type User = ReturnType<typeof userEvent.setup>;
type Answer = { status: number; body?: unknown } | "network";

/** Replaces fetch (jsdom has none); each call takes the next answer. */
function mockFetch(...answers: Answer[]) {
  const calls: Array<{ body: Record<string, unknown>; key: string }> = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    calls.push({
      body: JSON.parse(init.body as string) as Record<string, unknown>,
      key: (init.headers as Record<string, string>)["idempotency-key"] ?? "",
    });
    const next = answers.shift() ?? { status: 201 };
    if (next === "network") throw new TypeError("Failed to fetch");
    return { ok: next.status < 300, status: next.status, headers: { get: () => null }, json: async () => next.body };
  }) as unknown as typeof fetch;
  return calls;
}

const renderTripForm = () => render(<TripEnquiryForm id="dst-dubai" name="Dubai" days={6} />);
const tripGroup = () => screen.getByRole("group", { name: /^Your trip/ });
const send = (user: User) => user.click(screen.getByRole("button", { name: "Send Message" }));

async function fillPerson(user: User) {
  await user.type(screen.getByLabelText("Your name"), "Meera Nair");
  await user.type(screen.getByLabelText("E-mail"), "meera@example.in");
}

// Next year's March: always ahead of today, and within the two years ahead the office quotes for.
const YEAR = new Date().getFullYear() + 1;

/** The trip's fields filled in as a visitor would: 12–17 March next year, two adults and a child. */
async function fillTrip(user: User) {
  const trip = tripGroup();
  await user.click(within(trip).getByRole("radio", { name: "Exact dates" }));
  await user.type(within(trip).getByLabelText("From"), `${YEAR}-03-12`);
  await user.type(within(trip).getByLabelText("Adults"), "2");
  await user.type(within(trip).getByLabelText("Children"), "1");
  await user.type(within(trip).getByLabelText("Age of child 1"), "7");
  await user.type(within(trip).getByLabelText("Rooms"), "1");
  await user.type(within(trip).getByLabelText("Leaving from (city)"), "Kochi");
  await user.type(within(trip).getByLabelText("Budget per person in ₹ (optional)"), "30,000");
}
const LINE = `Travel: 12–17 Mar ${YEAR} · 2 adults, 1 child (7) · 1 room · from Kochi · budget ₹30,000 per person`;
const TRIP = {
  when: { type: "dates", start: `${YEAR}-03-12`, end: `${YEAR}-03-17` },
  adults: 2,
  children: [7],
  rooms: 1,
  from: "Kochi",
  budgetPerPerson: 30000,
};

beforeEach(() => localStorage.clear());

describe("the trip's fields on a trip's page", () => {
  it("ask when, who, rooms and from where in one group of labelled native inputs; the message is optional", () => {
    renderTripForm();
    const trip = tripGroup();
    expect(trip).toHaveAccessibleName("Your trip");
    const when = within(trip).getByRole("group", { name: "When" });
    expect(
      within(when)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["month", "dates", "flexible"]);
    expect(within(trip).getByLabelText("Month")).toHaveAttribute("type", "month");
    expect(within(trip).getByLabelText("From")).toHaveAttribute("type", "date");
    expect(within(trip).getByLabelText("To")).toHaveAttribute("type", "date");
    for (const label of ["Adults", "Rooms"]) {
      expect(within(trip).getByLabelText(label)).toHaveAttribute("type", "number");
      expect(within(trip).getByLabelText(label)).toBeRequired();
    }
    for (const label of ["Adults", "Children", "Rooms"]) {
      expect(within(trip).getByLabelText(label)).toHaveAttribute("max", "20");
    }
    expect(within(trip).getByLabelText("Children")).not.toBeRequired();
    expect(within(trip).getByLabelText("Leaving from (city)")).toBeRequired();
    const budget = within(trip).getByLabelText("Budget per person in ₹ (optional)");
    expect(budget).toHaveAttribute("inputmode", "numeric");
    expect(budget).not.toBeRequired();
    expect(screen.getByLabelText("Message (optional)")).not.toBeRequired();
    expect(within(trip).getByLabelText("Adults")).toHaveAttribute("id", "enquiry-trip-adults");
  });

  it("shows one age field per child, at most twenty", async () => {
    const user = userEvent.setup();
    renderTripForm();
    const children = within(tripGroup()).getByLabelText("Children");
    await user.type(children, "2");
    expect(within(tripGroup()).getAllByLabelText(/^Age of child/)).toHaveLength(2);
    await user.clear(children);
    await user.type(children, "25");
    expect(within(tripGroup()).getAllByLabelText(/^Age of child/)).toHaveLength(20);
    await user.clear(children);
    expect(within(tripGroup()).queryByLabelText(/^Age of child/)).toBeNull();
  });

  it("fills the last day from the trip's length, and says so", async () => {
    const user = userEvent.setup();
    renderTripForm();
    const trip = tripGroup();
    await user.click(within(trip).getByRole("radio", { name: "Exact dates" }));
    const from = within(trip).getByLabelText("From");
    expect(from).toHaveAccessibleDescription(
      "This trip is 6 days (5 nights): choose the first day and we fill in the last.",
    );
    await user.type(from, `${YEAR}-03-12`);
    expect(within(trip).getByLabelText("To")).toHaveValue(`${YEAR}-03-17`);
    expect(within(trip).getByLabelText("To")).toHaveAttribute("min", `${YEAR}-03-12`);
  });

  it("marks every missing field of the trip, tied to its input, and focuses the first", async () => {
    const calls = mockFetch();
    const user = userEvent.setup();
    renderTripForm();
    await fillPerson(user);
    await send(user);
    const trip = tripGroup();
    const month = within(trip).getByRole("radio", { name: "A month" });
    await waitFor(() => expect(month).toHaveFocus());
    expect(within(trip).getByRole("group", { name: "When" })).toHaveAccessibleDescription(
      "Choose when you want to travel: a month, exact dates or flexible",
    );
    expect(month).toHaveAccessibleDescription("Choose when you want to travel: a month, exact dates or flexible");
    expect(within(trip).getByLabelText("Adults")).toHaveAccessibleDescription("Tell us how many adults are travelling");
    expect(within(trip).getByLabelText("Adults")).toHaveAttribute("aria-invalid", "true");
    expect(within(trip).getByLabelText("Rooms")).toHaveAccessibleDescription("Tell us how many rooms you need");
    expect(within(trip).getByLabelText("Leaving from (city)")).toHaveAccessibleDescription(
      "Tell us the city you are leaving from",
    );
    // The message is optional here: the trip's line will be the message.
    expect(screen.getByLabelText("Message (optional)")).not.toHaveAttribute("aria-invalid");
    expect(calls).toHaveLength(0);
  });

  it("says exactly what is impossible: past dates, an end before the start, ages, adults, rooms, budget", async () => {
    const calls = mockFetch();
    const user = userEvent.setup();
    renderTripForm();
    await fillPerson(user);
    const trip = tripGroup();
    await user.click(within(trip).getByRole("radio", { name: "Exact dates" }));
    await user.type(within(trip).getByLabelText("From"), "2020-01-10");
    await user.clear(within(trip).getByLabelText("To"));
    await user.type(within(trip).getByLabelText("To"), "2020-01-05");
    await user.type(within(trip).getByLabelText("Adults"), "0");
    await user.type(within(trip).getByLabelText("Children"), "2");
    await user.type(within(trip).getByLabelText("Age of child 1"), "18");
    await user.type(within(trip).getByLabelText("Rooms"), "5");
    await user.type(within(trip).getByLabelText("Leaving from (city)"), "Kochi");
    await user.type(within(trip).getByLabelText("Budget per person in ₹ (optional)"), "0");
    await send(user);
    const described = (label: string) => within(trip).getByLabelText(label);
    await waitFor(() => expect(described("From")).toHaveFocus());
    expect(described("From")).toHaveAccessibleDescription(/^The start date is in the past/);
    expect(described("To")).toHaveAccessibleDescription("The end date is before the start date");
    expect(described("Adults")).toHaveAccessibleDescription("At least one adult must travel");
    expect(described("Age of child 1")).toHaveAccessibleDescription(
      "Age of child 1 must be from 0 to 17 (18 and over count as adults)",
    );
    expect(described("Age of child 2")).toHaveAccessibleDescription("Enter the age of child 2");
    expect(described("Budget per person in ₹ (optional)")).toHaveAccessibleDescription(
      "Budget per person must be from ₹1,000 to ₹10,00,000",
    );
    expect(described("Rooms")).not.toHaveAttribute("aria-invalid");

    // Fixing a field clears its mark; rooms are then counted against the travellers.
    await user.clear(described("Adults"));
    await user.type(described("Adults"), "2");
    expect(described("Adults")).not.toHaveAttribute("aria-invalid");
    await user.clear(described("Age of child 1"));
    await user.type(described("Age of child 1"), "7");
    await user.type(described("Age of child 2"), "4");
    await user.clear(described("From"));
    await user.type(described("From"), `${YEAR}-03-12`);
    await user.clear(described("To"));
    await user.type(described("To"), `${YEAR}-03-18`);
    await user.clear(described("Budget per person in ₹ (optional)"));
    await send(user);
    await waitFor(() => expect(described("Rooms")).toHaveFocus());
    expect(described("Rooms")).toHaveAccessibleDescription(
      "More rooms than travellers: at most 4 rooms for 4 travellers",
    );
    expect(calls).toHaveLength(0);
    // More children than one enquiry takes.
    await user.clear(described("Children"));
    await user.type(described("Children"), "21");
    await send(user);
    expect(described("Children")).toHaveAccessibleDescription(
      "Up to 20 children per enquiry; tell us about more in your message",
    );
  });

  it("says which bound a number or a date is beyond: 20 adults and rooms, the budget's range, two years ahead", async () => {
    const calls = mockFetch();
    const user = userEvent.setup();
    renderTripForm();
    await fillPerson(user);
    const trip = tripGroup();
    const described = (label: string) => within(trip).getByLabelText(label);
    const lastDay = lastTravelDay(localIsoDate());
    expect(described("From")).toHaveAttribute("max", lastDay);
    expect(described("To")).toHaveAttribute("max", lastDay);
    expect(described("Month")).toHaveAttribute("max", lastDay.slice(0, 7));
    await user.click(within(trip).getByRole("radio", { name: "Exact dates" }));
    await user.type(described("From"), addDays(lastDay, 1));
    await user.clear(described("To"));
    await user.type(described("To"), addDays(lastDay, 3));
    await user.type(described("Adults"), "9007199254740991");
    await user.type(described("Rooms"), "21");
    await user.type(described("Leaving from (city)"), "Kochi");
    await user.type(described("Budget per person in ₹ (optional)"), "₹20,00,000");
    await send(user);
    await waitFor(() => expect(described("From")).toHaveFocus());
    // The field also says how long the trip is.
    expect(described("From")).toHaveAccessibleDescription(
      new RegExp(`^We quote trips up to two years ahead: choose a date until ${formatDateRange(lastDay, lastDay)} `),
    );
    expect(described("Adults")).toHaveAccessibleDescription(
      "Up to 20 adults per enquiry; tell us about a bigger group in your message",
    );
    expect(described("Rooms")).toHaveAccessibleDescription(
      "Up to 20 rooms per enquiry; tell us about more in your message",
    );
    expect(described("Budget per person in ₹ (optional)")).toHaveAccessibleDescription(
      "Budget per person must be from ₹1,000 to ₹10,00,000",
    );
    await user.click(within(trip).getByRole("radio", { name: "A month" }));
    await user.type(described("Month"), "9999-12");
    await send(user);
    expect(described("Month")).toHaveAccessibleDescription(
      `We quote trips up to two years ahead: choose a month until ${formatMonth(lastDay.slice(0, 7))}`,
    );
    expect(calls).toHaveLength(0);
  });

  it("sends the trip with the enquiry and its line in the message; WhatsApp carries the line", async () => {
    const calls = mockFetch({ status: 201 });
    const user = userEvent.setup();
    renderTripForm();
    await fillPerson(user);
    await fillTrip(user);
    await user.type(screen.getByLabelText("Message (optional)"), "Sea view please");
    await send(user);
    await screen.findByText(/we have your enquiry/);
    expect(calls[0]?.body).toMatchObject({
      name: "Meera Nair",
      subject: "Enquiry: Dubai",
      message: `Sea view please\n\n${LINE}`,
      trip: TRIP,
    });
    const chat = screen.getByRole("link", { name: /continue on WhatsApp/ });
    expect(new URL(chat.getAttribute("href") ?? "").searchParams.get("text")).toBe(
      `Hi! I'm Meera Nair.\nE-mail: meera@example.in\nSubject: Enquiry: Dubai\n\nSea view please\n\n${LINE}`,
    );
    // The form starts afresh, the trip's fields empty.
    expect(within(tripGroup()).getByLabelText("Adults")).toHaveValue(null);
    expect(within(tripGroup()).getByRole("radio", { name: "Exact dates" })).not.toBeChecked();
    expect(loadDraft("destination-dst-dubai")).toBeNull();
  });

  it("sends the trip's line alone when the visitor wrote no message", async () => {
    const calls = mockFetch({ status: 201 });
    const user = userEvent.setup();
    renderTripForm();
    await fillPerson(user);
    await fillTrip(user);
    await send(user);
    await screen.findByText(/we have your enquiry/);
    expect(calls[0]?.body.message).toBe(LINE);
  });

  it("keeps a queued enquiry's trip: the retry sends the same trip, line and key; e-mail carries the line", async () => {
    const calls = mockFetch("network", { status: 201 });
    const user = userEvent.setup();
    renderTripForm();
    await fillPerson(user);
    await fillTrip(user);
    await send(user);
    await screen.findByText(/Your enquiry is saved on this device/);
    const [entry] = loadOutbox();
    expect(entry?.trip).toEqual(TRIP);
    expect(entry?.enquiry.message).toBe(LINE);
    const mail = screen.getAllByRole("link", { name: "by e-mail" })[0]?.getAttribute("href") ?? "";
    expect(decodeURIComponent(mail.split("body=")[1] ?? "")).toContain(LINE);
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await screen.findByText("Your saved enquiry has reached our office. Thank you!");
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(calls[1]?.body.trip).toEqual(TRIP);
  });

  it("shows the office's refusal of a trip field on that field", async () => {
    mockFetch({
      status: 400,
      body: { error: "Validation failed", fields: { "trip.when.start": "The start date is in the past" } },
    });
    const user = userEvent.setup();
    renderTripForm();
    await fillPerson(user);
    await fillTrip(user);
    await send(user);
    const from = within(tripGroup()).getByLabelText("From");
    await waitFor(() => expect(from).toHaveFocus());
    expect(from).toHaveAccessibleDescription(/^The start date is in the past/);
  });

  it("keeps the trip's fields in the trip's draft, shared by its pages, without the page's prefill", async () => {
    const user = userEvent.setup();
    const first = renderTripForm();
    await user.type(within(tripGroup()).getByLabelText("Adults"), "3");
    await user.click(within(tripGroup()).getByRole("radio", { name: "I'm flexible" }));
    expect(loadDraft("destination-dst-dubai")).toMatchObject({ subject: "", trip: { adults: "3", when: "flexible" } });
    first.unmount();
    renderTripForm();
    expect(within(tripGroup()).getByLabelText("Adults")).toHaveValue(3);
    expect(within(tripGroup()).getByRole("radio", { name: "I'm flexible" })).toBeChecked();
  });

  it("keeps what was chosen and typed in the trip's fields before the page's script ran", async () => {
    const { renderToString } = await import("react-dom/server");
    const form = <TripEnquiryForm id="dst-dubai" name="Dubai" days={6} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.appendChild(container);
    const group = within(container).getByRole("group", { name: "Your trip" });
    // The server HTML sets no earliest date: it cannot know the visitor's today.
    expect(within(group).getByLabelText("From")).not.toHaveAttribute("min");
    (within(group).getByRole("radio", { name: "I'm flexible" }) as HTMLInputElement).checked = true;
    (within(group).getByLabelText("Adults") as HTMLInputElement).value = "2";
    (within(group).getByLabelText("Leaving from (city)") as HTMLInputElement).value = "Kochi";
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, form);
    });
    expect(within(group).getByRole("radio", { name: "I'm flexible" })).toBeChecked();
    expect(within(group).getByLabelText("Adults")).toHaveValue(2);
    expect(loadDraft("destination-dst-dubai")?.trip).toMatchObject({ when: "flexible", adults: "2", from: "Kochi" });
    expect(within(group).getByLabelText("From")).toHaveAttribute("min");
    act(() => root?.unmount());
    container.remove();
  });
});

describe("the trip's fields on /contact", () => {
  it("are an optional group: a question sends no trip, a begun trip is checked", async () => {
    const calls = mockFetch({ status: 201 });
    const user = userEvent.setup();
    render(<ContactPage />);
    const trip = tripGroup();
    expect(trip).toHaveAccessibleName("Your trip (optional)");
    expect(trip).toHaveAccessibleDescription(
      "For a quote, tell us when and who is travelling; leave it empty for a general question.",
    );
    expect(within(trip).getByLabelText("Adults")).not.toBeRequired();
    await fillPerson(user);
    await user.type(screen.getByLabelText("Subject"), "Visa for Dubai?");
    await user.type(within(trip).getByLabelText("Adults"), "2");
    await send(user);
    expect(within(trip).getByLabelText("Rooms")).toHaveAccessibleDescription("Tell us how many rooms you need");
    // A trip's line would be the message; without one, a question needs its words.
    expect(screen.getByLabelText("Message")).not.toHaveAttribute("aria-invalid");
    await user.clear(within(trip).getByLabelText("Adults"));
    await send(user);
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Message is required");
    await user.type(screen.getByLabelText("Message"), "Do I need one?");
    await send(user);
    await screen.findByText(/we have your enquiry/);
    expect(calls[0]?.body).not.toHaveProperty("trip");
    expect(calls[0]?.body.message).toBe("Do I need one?");
  });

  it("/contact?trip= asks for the trip and takes the trip's length and a landing page's numbers from the address", async () => {
    const user = userEvent.setup();
    const location = { search: "?trip=Goa&days=5&adults=2&rooms=1" } as PageProps["location"];
    render(<ContactRoute {...({ location } as PageProps)} />);
    const trip = tripGroup();
    await waitFor(() => expect(trip).toHaveAccessibleName("Your trip"));
    expect(screen.getByLabelText("Subject")).toHaveValue("Enquiry: Goa");
    expect(within(trip).getByLabelText("Adults")).toHaveValue(2);
    expect(within(trip).getByLabelText("Rooms")).toHaveValue(1);
    await user.click(within(trip).getByRole("radio", { name: "Exact dates" }));
    await user.type(within(trip).getByLabelText("From"), `${YEAR}-03-12`);
    expect(within(trip).getByLabelText("To")).toHaveValue(`${YEAR}-03-16`);
    // The prefill is not the visitor's: the draft keeps only what they chose.
    expect(loadDraft("contact")?.trip).toMatchObject({ adults: "", rooms: "", start: `${YEAR}-03-12` });
  });

  it("renders as an optional group in the server HTML, whatever the address, so hydration matches", async () => {
    const { renderToString } = await import("react-dom/server");
    const location = { search: "?trip=Goa&adults=2" } as PageProps["location"];
    const page = <ContactRoute {...({ location } as PageProps)} />;
    const html = renderToString(page);
    expect(html).toContain("Your trip (optional)");
    expect(html).not.toContain('value="2"');
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    const mismatches = errors.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])));
    errors.mockRestore();
    expect(mismatches).toEqual([]);
    // Once hydrated, the page reads its address.
    await waitFor(() => expect(within(container).getByRole("group", { name: "Your trip" })).toBeInTheDocument());
    expect(within(container).getByLabelText("Adults")).toHaveValue(2);
    act(() => root?.unmount());
    container.remove();
  });

  it("the honeymoon landing page's buttons ask for a couple's trip", () => {
    const links = JSON.stringify(honeymoon).match(/"\/contact[^"]*"/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(JSON.parse(link)).toBe("/contact?trip=Kerala%20honeymoon&adults=2&rooms=1");
  });
});
