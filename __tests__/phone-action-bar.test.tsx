import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import { PhoneActionBar } from "../src/components/layout/PhoneActionBar";
import { SITE_FOOTER_ID } from "../src/components/layout/Footer";
import { siteFacts } from "../src/lib/site";

/** A stand-in IntersectionObserver the test drives: `report` says which observed elements are in view. */
class FakeObserver {
  static current: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    FakeObserver.current = FakeObserver.current.filter((observer) => observer !== this);
  }
  report(inView: Map<Element, boolean>) {
    const entries = [...inView].map(([target, isIntersecting]) => ({ target, isIntersecting }));
    act(() => this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver));
  }
}

const observer = () => {
  expect(FakeObserver.current).toHaveLength(1);
  return FakeObserver.current[0]!;
};
const bar = () => screen.queryByRole("navigation", { name: "Quick contact" });

/** The page around the bar: a form's submit button and the site footer, as the real pages have them. */
function Page(props: React.ComponentProps<typeof PhoneActionBar>) {
  return (
    <>
      <form id="enquiry-form" aria-label="Ask">
        <button id="enquiry-submit" type="submit">
          Send Message
        </button>
      </form>
      <PhoneActionBar {...props} />
      <footer id={SITE_FOOTER_ID}>Footer</footer>
    </>
  );
}

const trip = {
  name: "Munnar",
  durationDays: 3,
  price: { amount: 18500 },
  url: "https://keralamholidays.netlify.app/destination-details/dst-munnar",
};

beforeEach(() => {
  FakeObserver.current = [];
  Object.assign(window, { IntersectionObserver: FakeObserver });
});

describe("PhoneActionBar", () => {
  it("starts hidden, shows once the first screen has scrolled away, and steps aside for the submit button and the footer", () => {
    render(<Page trip={trip} formIdPrefix="enquiry" />);
    expect(bar()).not.toBeInTheDocument();
    const io = observer();
    const [firstScreen, submit, footer] = io.observed;
    expect(submit).toBe(document.getElementById("enquiry-submit"));
    expect(footer).toBe(document.getElementById(SITE_FOOTER_ID));

    io.report(
      new Map([
        [firstScreen!, true],
        [submit!, false],
        [footer!, false],
      ]),
    );
    expect(bar()).not.toBeInTheDocument();
    io.report(new Map([[firstScreen!, false]]));
    expect(bar()).toBeInTheDocument();
    io.report(new Map([[submit!, true]]));
    expect(bar()).not.toBeInTheDocument();
    io.report(new Map([[submit!, false]]));
    expect(bar()).toBeInTheDocument();
    io.report(new Map([[footer!, true]]));
    expect(bar()).not.toBeInTheDocument();
    io.report(
      new Map([
        [footer!, false],
        [firstScreen!, true],
      ]),
    );
    expect(bar()).not.toBeInTheDocument();
  });

  it("on a trip's page: calls the office, chats about the trip and its page, and enquires in the page's form", () => {
    render(<Page trip={trip} formIdPrefix="enquiry" />);
    const [firstScreen] = observer().observed;
    observer().report(new Map([[firstScreen!, false]]));
    const actions = within(bar()!);
    const phone = siteFacts.phones[0]!;
    expect(actions.getByRole("link", { name: `Call ${phone.display}` })).toHaveAttribute("href", `tel:${phone.tel}`);
    const chat = new URL(actions.getByRole("link", { name: "WhatsApp (opens in a new tab)" }).getAttribute("href")!);
    expect(chat.origin + chat.pathname).toBe(`https://wa.me/${siteFacts.whatsappNumber}`);
    expect(chat.searchParams.get("text")).toBe(
      `Hi! I'm interested in the "Munnar" trip (3 days, ₹18,500 per person): ${trip.url}. Can you provide more details?`,
    );
    expect(actions.getByRole("link", { name: "Enquire" })).toHaveAttribute("href", "#enquiry-form");
  });

  it("without a form of its own, Enquire leads to /contact, with the trip when there is one", () => {
    const { unmount } = render(<PhoneActionBar trip={trip} />);
    observer().report(new Map([[observer().observed[0]!, false]]));
    expect(within(bar()!).getByRole("link", { name: "Enquire" })).toHaveAttribute("href", "/contact?trip=Munnar");
    unmount();

    render(<Page />);
    const io = observer();
    // Only the first screen and the footer: this page's form is not the bar's to avoid.
    expect(io.observed).toHaveLength(2);
    io.report(new Map([[io.observed[0]!, false]]));
    const actions = within(bar()!);
    expect(actions.getByRole("link", { name: "Enquire" })).toHaveAttribute("href", "/contact");
    const chat = new URL(actions.getByRole("link", { name: "WhatsApp (opens in a new tab)" }).getAttribute("href")!);
    expect(chat.searchParams.get("text")).toBe("Hi! I'd like help planning a trip. Can you provide more details?");
  });

  it("stays hidden where there is no IntersectionObserver", () => {
    Object.assign(window, { IntersectionObserver: undefined });
    render(<Page trip={trip} formIdPrefix="enquiry" />);
    expect(bar()).not.toBeInTheDocument();
    // Rendered (fixed, out of view), so showing it later shifts nothing; just hidden from everyone.
    expect(document.querySelector('nav[aria-label="Quick contact"]')).toHaveAttribute("aria-hidden", "true");
  });
});
