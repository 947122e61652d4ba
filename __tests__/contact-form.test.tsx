import React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { ContactForm } from "../src/components/forms/ContactForm";
import { loadDraft } from "../src/lib/enquiry";
import { loadOutbox } from "../src/lib/outbox";
import { blockWindowStorage, quotaError } from "./support/storage-stand-ins";
import { EditionProvider } from "../src/i18n/EditionContext";
import { lastDayOf } from "../src/lib/currencies";
import { CURRENCY_RATES } from "../src/lib/currency-rates";
import { STORAGE_KEYS } from "../src/lib/device-storage";

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | "network";

/** Replaces fetch (jsdom has none); each call takes the next answer, or waits for `release` when given a gate. */
function mockFetch(...answers: Answer[]) {
  const calls: Array<{ url: string; body: Record<string, string>; key: string }> = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const key = (init.headers as Record<string, string>)["idempotency-key"] ?? "";
    calls.push({ url, body: JSON.parse(init.body as string) as Record<string, string>, key });
    const next = answers.shift() ?? { status: 201 };
    if (next === "network") throw new TypeError("Failed to fetch");
    const headers = next.headers ?? {};
    return {
      ok: next.status < 300,
      status: next.status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      json: async () => next.body,
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

const renderForm = (props: Partial<React.ComponentProps<typeof ContactForm>> = {}) =>
  render(<ContactForm idPrefix="contact" draftKey="contact" heading="Send Us a Message" {...props} />);

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const filled = {
    "Your name": "Meera Nair",
    "E-mail": "meera@example.in",
    Subject: "Munnar in June",
    Message: "Two adults & one child 🌴",
    ...values,
  };
  for (const [label, value] of Object.entries(filled)) if (value) await user.type(screen.getByLabelText(label), value);
}

const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => localStorage.clear());

describe("ContactForm", () => {
  it("has labelled fields with prefixed ids; phone is the only optional one", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Send Us a Message" });
    for (const label of ["Your name", "E-mail", "Subject", "Message"])
      expect(within(form).getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText("Phone (optional)")).not.toBeRequired();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Your name")).toHaveAttribute("id", "contact-name");
  });

  it("says what the details are for, links the privacy notice, and offers travel offers as a separate unticked choice", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Send Us a Message" });
    expect(within(form).getByText(/We use these details only to answer your enquiry\./)).toBeInTheDocument();
    expect(within(form).getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
    expect(within(form).getByRole("button", { name: "Send Message" })).toHaveAccessibleDescription(
      "We use these details only to answer your enquiry. Privacy notice",
    );
    const optIn = within(form).getByRole("checkbox", { name: /travel offers by e-mail or WhatsApp \(optional\)/ });
    expect(optIn).not.toBeChecked();
    expect(optIn).not.toBeRequired();
  });

  it("says which edition it was sent from and the currency trip prices showed; none once the rates ran out", async () => {
    const calls = mockFetch({ status: 201 }, { status: 201 });
    const { date } = CURRENCY_RATES;
    jest.useFakeTimers({ now: new Date(`${date}T12:00:00`), advanceTimers: true });
    try {
      localStorage.setItem(
        STORAGE_KEYS.currency,
        JSON.stringify({ currency: "AED", until: lastDayOf(CURRENCY_RATES) }),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { unmount } = render(
        <EditionProvider code="ml">
          <ContactForm idPrefix="contact" draftKey="contact" heading="Send Us a Message" />
        </EditionProvider>,
      );
      await fillIn(user);
      await user.click(screen.getByRole("button", { name: "Send Message" }));
      await screen.findByText("Message sent successfully!");
      expect(calls[0]?.body).toMatchObject({ language: "ml", currency: "AED" });
      unmount();
      // A day after the rates' last day, trip prices show ₹ only: the enquiry names no currency.
      jest.setSystemTime(new Date(`${lastDayOf(CURRENCY_RATES)}T12:00:00`).getTime() + 24 * 60 * 60 * 1000);
      renderForm();
      await fillIn(user, { Subject: "Wayanad" });
      await user.click(screen.getByRole("button", { name: "Send Message" }));
      await waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1]?.body).toMatchObject({ language: "en" });
      expect(calls[1]?.body).not.toHaveProperty("currency");
    } finally {
      jest.useRealTimers();
    }
  });

  it("sends the opt-in only when ticked, for that enquiry, and a queued enquiry keeps it", async () => {
    const calls = mockFetch({ status: 201 }, "network", { status: 201 });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("checkbox", { name: /travel offers/ }));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText("Message sent successfully!");
    expect(calls[0]?.body).toMatchObject({ noticeVersion: "2026-11-24", marketingOptIn: true });
    // The next enquiry starts unticked; this one fails and waits in the outbox with its choice.
    expect(screen.getByRole("checkbox", { name: /travel offers/ })).not.toBeChecked();
    // Typed once the form shows cleared, as a visitor types (focus moves to the outcome in that same render: the
    // case after this one).
    await waitFor(() => expect(screen.getByLabelText("Your name")).toHaveValue(""));
    await fillIn(user, { Subject: "Wayanad" });
    await user.click(screen.getByRole("checkbox", { name: /travel offers/ }));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    // The send's failed try and the outbox write take more than findBy's second on a busy machine (a full Jest run
    // beside a build here): the wait is for the outcome, not a measure of its speed.
    await screen.findByText(/Your enquiry is saved on this device/, undefined, { timeout: 10_000 });
    // With the edition it was sent from (English here), the language the office answers in.
    expect(loadOutbox()[0]?.consent).toEqual({ noticeVersion: "2026-11-24", marketingOptIn: true, language: "en" });
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.body).toMatchObject({ subject: "Wayanad", noticeVersion: "2026-11-24", marketingOptIn: true });
  }, 30_000);

  it("has moved focus to the outcome by the time the cleared form shows, so a field clicked then keeps its text", async () => {
    mockFetch({ status: 201 });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    // The render that clears the fields also moves focus; a move left to an effect after the paint took focus from a
    // field the visitor (or a test) had clicked in between, and the name typed there went nowhere (a CI failure).
    await waitFor(() => expect(screen.getByLabelText("Your name")).toHaveValue(""));
    expect(screen.getByText(/we have your enquiry/)).toHaveFocus();
    await user.type(screen.getByLabelText("Your name"), "Anil");
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.getByLabelText("Your name")).toHaveValue("Anil");
    expect(screen.getByLabelText("Your name")).toHaveFocus();
  });

  it("marks every problem inline, focuses the first and sends nothing", async () => {
    const calls = mockFetch();
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("E-mail"), "meera@nowhere");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const name = screen.getByLabelText("Your name");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Enter a valid e-mail address");
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Message is required");
    expect(calls).toHaveLength(0);
    await user.type(name, "Meera");
    expect(name).not.toHaveAttribute("aria-invalid");
  });

  it("sends, says 'Sending...', then clears the form and the draft and offers WhatsApp with the real text", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: Array<Record<string, string>> = [];
    global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(init.body as string) as Record<string, string>);
      await gate;
      return { ok: true, status: 201, json: async () => ({}) };
    }) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, { "Phone (optional)": "+91 94470 12345" });
    expect(loadDraft("contact")?.name).toBe("Meera Nair");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
    expect(calls).toEqual([
      {
        name: "Meera Nair",
        email: "meera@example.in",
        phone: "+91 94470 12345",
        subject: "Munnar in June",
        message: "Two adults & one child 🌴",
        website: "",
        fillMs: expect.any(Number),
        // The notice beside the form (its version, from the static query) and the unticked offers box.
        noticeVersion: "2026-11-24",
        marketingOptIn: false,
        language: "en",
      },
    ]);
    expect(screen.getByLabelText("Your name")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(loadDraft("contact")).toBeNull();
    const chat = screen.getByRole("link", { name: /continue on WhatsApp/ });
    expect(chat).toHaveAttribute("target", "_blank");
    expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    expect(new URL(chat.getAttribute("href") ?? "").searchParams.get("text")).toBe(
      "Hi! I'm Meera Nair.\nE-mail: meera@example.in\nPhone: +91 94470 12345\nSubject: Munnar in June\n\nTwo adults & one child 🌴",
    );
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it.each([
    ["a server error", { status: 500 }],
    ["a network failure", "network"],
  ] as const)(
    "after %s, keeps the enquiry on this device and sends it by itself when back online",
    async (_what, failure) => {
      const calls = mockFetch(failure as Answer, { status: 201 });
      const user = userEvent.setup();
      renderForm();
      await fillIn(user);
      await user.click(screen.getByRole("button", { name: "Send Message" }));
      const saved = await screen.findByText(/Your enquiry is saved on this device/);
      await waitFor(() => expect(saved).toHaveFocus());
      expect(screen.getAllByRole("link", { name: /on WhatsApp/ })).toHaveLength(2);
      expect(screen.getAllByRole("link", { name: "by e-mail" })[0]).toHaveAttribute(
        "href",
        expect.stringMatching(/^mailto:bookings@keralamholidays\.in\?subject=Munnar%20in%20June&body=/),
      );
      expect(screen.getByText(/“Munnar in June” is saved on this device/)).toBeInTheDocument();
      expect(screen.getByLabelText("Your name")).toHaveValue("");
      expect(loadDraft("contact")).toBeNull();
      const [entry] = loadOutbox();
      expect(entry?.enquiry.message).toBe("Two adults & one child 🌴");

      await act(async () => {
        window.dispatchEvent(new Event("online"));
      });
      expect(await screen.findByText("Your saved enquiry has reached our office. Thank you!")).toBeInTheDocument();
      expect(screen.queryByText(/Your enquiry is saved on this device/)).not.toBeInTheDocument();
      expect(screen.getByText(/Thank you, we have your enquiry/)).toBeInTheDocument();
      expect(calls).toHaveLength(2);
      expect(calls[1]?.key).toBe(calls[0]?.key);
      expect(calls[0]?.key).toBe(entry?.key);
      expect(localStorage.getItem("enquiry-outbox")).toBeNull();
    },
  );

  it("removes an enquiry kept more than 7 days, says so once, and offers its text another way", async () => {
    const calls = mockFetch({ status: 201 });
    const savedAt = Date.UTC(2026, 10, 10, 9);
    jest.useFakeTimers({ now: savedAt + 8 * 24 * 60 * 60 * 1000, advanceTimers: true });
    try {
      const enquiry = { name: "Anu", email: "anu@example.in", phone: "", subject: "Old plans", message: "Goa?" };
      localStorage.setItem(
        "enquiry-outbox",
        JSON.stringify([{ key: "old-enquiry-1", enquiry, fillMs: 9000, savedAt, attempts: 3, nextTryAt: savedAt }]),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderForm();
      const notice = await screen.findByText(/“Old plans”, saved on this device on Nov 10, 2026, could not reach/);
      expect(notice).toHaveTextContent("within 7 days, so it has been removed from this device");
      expect(localStorage.getItem("enquiry-outbox")).toBeNull();
      const chat = within(notice).getByRole("link", { name: /on WhatsApp/ });
      expect(new URL(chat.getAttribute("href") ?? "").searchParams.get("text")).toContain("Goa?");
      expect(within(notice).getByRole("link", { name: "by e-mail" })).toHaveAttribute(
        "href",
        expect.stringContaining("Goa%3F"),
      );
      await act(async () => {
        window.dispatchEvent(new Event("online"));
      });
      expect(calls).toHaveLength(0);
      await user.click(screen.getByRole("button", { name: "Dismiss" }));
      expect(screen.queryByText(/Old plans/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("removes a saved enquiry from the device when asked", async () => {
    const calls = mockFetch();
    const enquiry = { name: "Anu", email: "anu@example.in", phone: "", subject: "Old plans", message: "Goa?" };
    const savedAt = Date.now() - 24 * 60 * 60 * 1000;
    localStorage.setItem(
      "enquiry-outbox",
      // The office asked for an hour's wait, so nothing is sent while the visitor decides.
      JSON.stringify([
        {
          key: "old-enquiry-2",
          enquiry,
          fillMs: 9000,
          savedAt,
          attempts: 1,
          nextTryAt: savedAt + DAY_MS,
          limitedUntil: Date.now() + 3600_000,
        },
      ]),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole("button", { name: "Remove from this device" }));
    expect(screen.queryByText(/Old plans/)).not.toBeInTheDocument();
    expect(localStorage.getItem("enquiry-outbox")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("after a 429, says when it will be sent and offers WhatsApp", async () => {
    mockFetch({ status: 429, headers: { "retry-after": "120" }, body: {} });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const note = await screen.findByText(/We have had many enquiries from your connection/);
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).toHaveTextContent("will be sent by itself in about 2 minutes");
    expect(screen.getAllByRole("link", { name: /on WhatsApp/ }).length).toBeGreaterThan(0);
    expect(loadOutbox()[0]?.limitedUntil).toBeGreaterThan(Date.now());
    act(() => localStorage.clear());
  });

  it("shows a 413 on the message field and keeps everything typed", async () => {
    mockFetch({ status: 413, body: { error: "Payload too large" } });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Message")).toHaveAccessibleDescription(
        "This message is too long to send; please shorten it",
      ),
    );
    // Focus moves once the field's message is on screen (an effect after that render).
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveFocus());
    expect(screen.getByLabelText("Your name")).toHaveValue("Meera Nair");
    expect(loadOutbox()).toEqual([]);
  });

  it("keeps everything typed when the office refuses it for good", async () => {
    mockFetch({ status: 403 });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Failed to send message. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your name")).toHaveValue("Meera Nair");
    expect(loadDraft("contact")?.message).toBe("Two adults & one child 🌴");
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveFocus();
    expect(screen.getByText(/everything you typed is still here/)).toBeInTheDocument();
  });

  it("marks a line break in the name (from a saved draft: a text field strips typed ones) and sends nothing", async () => {
    const calls = mockFetch();
    localStorage.setItem(
      "enquiry-draft:contact",
      JSON.stringify({
        savedAt: Date.now(),
        enquiry: { name: "Meera\r\nBcc: x@example.in", email: "meera@example.in", subject: "Munnar", message: "June" },
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByLabelText("Your name")).toHaveAccessibleDescription(
      "Name cannot contain line breaks or hidden control characters",
    );
    expect(calls).toHaveLength(0);
  });

  it("has a honeypot no person or screen reader meets, and sends what a bot put in it", async () => {
    const calls = mockFetch();
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole("textbox", { name: "Leave this empty" })).not.toBeInTheDocument();
    await fillIn(user);
    (document.querySelector('input[name="website"]') as HTMLInputElement).value = "http://spam.example";
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText("Message sent successfully!");
    expect(calls[0]?.body.website).toBe("http://spam.example");
  });

  it("shows the server's field errors on their fields", async () => {
    mockFetch({ status: 400, body: { error: "Validation failed", fields: { email: "Enter a valid e-mail address" } } });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Enter a valid e-mail address"),
    );
    // Focus moves once the field's message is on screen (an effect after that render).
    await waitFor(() => expect(screen.getByLabelText("E-mail")).toHaveFocus());
  });

  it("sends once when submitted twice quickly", async () => {
    const calls = mockFetch();
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    const form = screen.getByRole("form");
    // Two submits in the same tick, before React can re-render the button as disabled.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByText("Message sent successfully!");
    expect(calls).toHaveLength(1);
  });

  it("restores this form's own draft after a reload", () => {
    localStorage.setItem(
      "enquiry-draft:faq",
      JSON.stringify({
        savedAt: Date.now(),
        enquiry: { name: "Anu", email: "", phone: "", subject: "", message: "Visa for Dubai?" },
      }),
    );
    renderForm({ idPrefix: "faq-enquiry", draftKey: "faq" });
    expect(screen.getByLabelText("Your name")).toHaveValue("Anu");
    expect(screen.getByLabelText("Message")).toHaveValue("Visa for Dubai?");
  });

  it("keeps text typed before the page's script ran, and is not sendable until then", async () => {
    const { renderToString } = await import("react-dom/server");
    const form = <ContactForm idPrefix="contact" draftKey="contact" heading="Send Us a Message" />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.appendChild(container);
    expect(within(container).getByRole("button", { name: "Send Message" })).toBeDisabled();
    (within(container).getByLabelText("Your name") as HTMLInputElement).value = "Typed Early";
    (within(container).getByLabelText("Message") as HTMLTextAreaElement).value = "Two adults, June";
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, form);
    });
    const user = userEvent.setup();
    await user.type(within(container).getByLabelText("Subject"), "Kochi");
    expect(within(container).getByLabelText("Your name")).toHaveValue("Typed Early");
    expect(within(container).getByLabelText("Message")).toHaveValue("Two adults, June");
    expect(loadDraft("contact")).toMatchObject({ name: "Typed Early", subject: "Kochi", message: "Two adults, June" });
    expect(within(container).getByRole("button", { name: "Send Message" })).toBeEnabled();
    act(() => root?.unmount());
    container.remove();
  });

  it("sends a fixed subject without showing the field", async () => {
    const calls = mockFetch();
    const user = userEvent.setup();
    renderForm({ fixedSubject: "Reply: Maldives service" });
    expect(screen.queryByLabelText("Subject")).not.toBeInTheDocument();
    await fillIn(user, { Subject: "" });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText("Message sent successfully!");
    expect(calls[0]?.body.subject).toBe("Reply: Maldives service");
  });

  it("lets two forms share a page: distinct ids, one toast container", async () => {
    mockFetch();
    const user = userEvent.setup();
    render(
      <>
        <ContactForm idPrefix="first" draftKey="first" heading="First" />
        <ContactForm idPrefix="second" draftKey="second" heading="Second" />
      </>,
    );
    const ids = Array.from(document.querySelectorAll("[id]")).map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const form of screen.getAllByRole("form")) await user.click(within(form).getByLabelText("Your name"));
    await waitFor(() => expect(document.querySelectorAll(".Toastify")).toHaveLength(1));
  });

  describe("when this device will not keep anything", () => {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage");
    afterEach(() => {
      if (original) Object.defineProperty(window, "localStorage", original);
      jest.restoreAllMocks();
    });

    it.each([
      [
        "storage is full",
        () =>
          jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
            throw quotaError();
          }),
      ],
      ["site data is blocked", blockWindowStorage],
    ])(
      "and the office is unreachable (%s): claims nothing, keeps the text, offers WhatsApp and e-mail with all of it",
      async (_what, refuse) => {
        const calls = mockFetch("network", "network", { status: 201 });
        const user = userEvent.setup();
        renderForm();
        refuse();
        await fillIn(user);
        await user.click(screen.getByRole("button", { name: "Send Message" }));
        const note = await screen.findByText(/this browser would not let us save your enquiry on this device/);
        await waitFor(() => expect(note).toHaveFocus());
        expect(screen.queryByText(/saved on this device/i)).not.toBeInTheDocument();
        expect(screen.queryByText(/Saved on this device/)).not.toBeInTheDocument();
        expect(screen.getByLabelText("Message")).toHaveValue("Two adults & one child 🌴");
        expect(screen.getByLabelText("Your name")).toHaveValue("Meera Nair");
        const chat = within(note).getByRole("link", { name: /on WhatsApp/ });
        expect(new URL(chat.getAttribute("href") ?? "").searchParams.get("text")).toBe(
          "Hi! I'm Meera Nair.\nE-mail: meera@example.in\nSubject: Munnar in June\n\nTwo adults & one child 🌴",
        );
        const mail = decodeURIComponent(
          within(note).getByRole("link", { name: "by e-mail" }).getAttribute("href") ?? "",
        );
        expect(mail).toContain("Name: Meera Nair");
        expect(mail).toContain("Two adults & one child 🌴");

        // Trying again sends the same enquiry with the same key (its first try may have reached the office)…
        await user.click(screen.getByRole("button", { name: "Send Message" }));
        // The note from the first try is still on screen: wait for the second try itself to be over before typing.
        await waitFor(() => expect(calls).toHaveLength(2));
        await waitFor(() => expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled());
        await screen.findByText(/this browser would not let us save/);
        expect(calls[1]?.key).toBe(calls[0]?.key);
        // …and a changed enquiry is a new one, with a new key.
        await user.type(screen.getByLabelText("Message"), " Pool please.");
        await user.click(screen.getByRole("button", { name: "Send Message" }));
        await screen.findByText(/Thank you, we have your enquiry/);
        expect(calls[2]?.key).not.toBe(calls[0]?.key);
        expect(screen.getByLabelText("Message")).toHaveValue("");
      },
      // Three sends and about 120 typed keystrokes: several seconds on a loaded machine, over Jest's default 5 s.
      30_000,
    );

    it("renders and sends with site data blocked from the start", async () => {
      blockWindowStorage();
      const calls = mockFetch({ status: 201 });
      const user = userEvent.setup();
      renderForm();
      await fillIn(user);
      await user.click(screen.getByRole("button", { name: "Send Message" }));
      await screen.findByText(/Thank you, we have your enquiry/);
      expect(calls).toHaveLength(1);
    });
  });

  it("forgets this visitor's details: the form, every draft and the outbox", async () => {
    mockFetch("network");
    const user = userEvent.setup();
    localStorage.setItem(
      "enquiry-draft:trip-munnar",
      JSON.stringify({ savedAt: Date.now(), enquiry: { name: "Anu" } }),
    );
    renderForm();
    expect(screen.queryByRole("button", { name: "Forget my details" })).not.toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText(/“Munnar in June” is saved on this device/);
    await user.type(screen.getByLabelText("Your name"), "Meera");
    await user.click(screen.getByRole("button", { name: "Forget my details" }));
    await user.click(screen.getByRole("button", { name: "Yes, forget my details" }));
    expect(await screen.findByText(/Your details are no longer kept on this device/)).toHaveFocus();
    expect(screen.getByLabelText("Your name")).toHaveValue("");
    expect(screen.queryByText(/Munnar in June/)).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it("asks before forgetting, away from Send: keeping them (a click or Escape) leaves every word where it was", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Your name"), "Meera");
    const forget = screen.getByRole("button", { name: "Forget my details" });
    // Not in the row of the send button.
    expect(forget.parentElement).not.toContainElement(screen.getByRole("button", { name: "Send Message" }));
    await user.click(forget);
    const question = screen.getByRole("group", { name: /Empty this form and remove your drafts/ });
    expect(within(question).getByRole("button", { name: "Keep them" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("Your name")).toHaveValue("Meera");
    await waitFor(() => expect(screen.getByRole("button", { name: "Forget my details" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Forget my details" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: /Empty this form/ })).toBeNull();
    expect(screen.getByLabelText("Your name")).toHaveValue("Meera");
    expect(localStorage.length).toBeGreaterThan(0);
  });

  it("counts the time to fill in from the first focus, so autofill and paste count as a person's time", async () => {
    const calls = mockFetch();
    const user = userEvent.setup();
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderForm();
      fireEvent.focus(screen.getByLabelText("Your name"));
      jest.advanceTimersByTime(4000);
      // Autofill: every field at once, then a pasted message, each with the input event a browser fires.
      const autofilled: Array<[string, string]> = [
        ["Your name", "Meera Nair"],
        ["E-mail", "meera@example.in"],
        ["Subject", "Munnar"],
        ["Message", "Two adults"],
      ];
      for (const [label, value] of autofilled) fireEvent.input(screen.getByLabelText(label), { target: { value } });
      await user.click(screen.getByRole("button", { name: "Send Message" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(Number(calls[0]?.body.fillMs)).toBeGreaterThanOrEqual(4000);
    } finally {
      jest.useRealTimers();
    }
  });
});
