import React from "react";
import { renderToString } from "react-dom/server";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../src/components/layout/Header";
import { SaveTripButton } from "../src/components/shortlist/SaveTripButton";
import { ShortlistPage, type ShortlistTrip } from "../src/components/shortlist/ShortlistPage";
import { shortlistStore } from "../src/hooks/useShortlist";
import { STORAGE_KEYS } from "../src/lib/device-storage";
import { SHORTLIST_MAX } from "../src/lib/shortlist";
import { englishText } from "../src/i18n/text";
import { EditionProvider } from "../src/i18n/EditionContext";
import { readCatalogue } from "../src/i18n/catalogue-files";

const SHORTLIST_FULL_MESSAGE = englishText("save.full", { max: SHORTLIST_MAX });
import { blockWindowStorage } from "./support/storage-stand-ins";

const munnar = { kind: "destination", id: "dst-munnar" } as const;
const bali = { kind: "tour", id: "tour-bali-honeymoon-retreat" } as const;
const CATALOGUE: ShortlistTrip[] = [
  { ...munnar, name: "Munnar", pricePerPerson: 27500, durationDays: 4 },
  { ...bali, name: "Bali honeymoon retreat", pricePerPerson: 89000, durationDays: 6 },
];

const realStorage = Object.getOwnPropertyDescriptor(window, "localStorage")!;

beforeEach(() => {
  // The comparison (two saved trips or more) asks for the trips' facts: here they never arrive (trip-compare.test).
  global.fetch = jest.fn(() => new Promise<Response>(() => {}));
  Object.defineProperty(window, "localStorage", realStorage);
  localStorage.clear();
  // The page's one store starts each test from the (empty) device.
  act(() => shortlistStore.reload());
});
afterAll(() => Object.defineProperty(window, "localStorage", realStorage));

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.shortlist) ?? "[]") as unknown;
/** The header's entry and the phone menu's (both in the document; CSS shows one of them). */
const shortlistLinks = () => screen.getAllByRole("link", { name: /^Shortlist/ });
const statuses = () => screen.getAllByRole("status").map((status) => status.textContent);
const counts = () => shortlistLinks().map((link) => link.textContent);

/**
 * What the eye reads on a pill button, item by item: the button is a flex container (SaveTripButton.module.css), which lays
 * out each child node apart with a gap, so a word split over two children reads as two ("Save d").
 */
const pillItems = (button: HTMLElement) =>
  Array.from(button.childNodes)
    .filter((node) => !(node instanceof Element && node.classList.contains("visually-hidden")))
    .map((node) => node.textContent?.trim())
    .filter(Boolean);

describe("SaveTripButton", () => {
  it("is a link to /shortlist that saves the trip there until the shortlist is read, then the same element a toggle", () => {
    const save = renderToString(<SaveTripButton trip={munnar} name="Munnar" />);
    // The build's HTML (and a slow phone before its script): a link, no state claimed.
    expect(save).toMatch(/^<span[^>]*><a href="\/shortlist\?save=destination:dst-munnar"/);
    expect(save).not.toMatch(/role=|aria-pressed/);
    const { container } = render(<SaveTripButton trip={munnar} name="Munnar" />);
    const button = screen.getByRole("button", { name: "Save Munnar to shortlist" });
    expect(container.querySelector("a")).toBe(button);
    expect(button).toHaveAttribute("href", "/shortlist?save=destination:dst-munnar");
    expect(button).toHaveAttribute("aria-pressed", "false");
  });

  it("is pressed with Space and Enter, and a press does not follow the link", async () => {
    const user = userEvent.setup();
    render(<SaveTripButton trip={munnar} name="Munnar" />);
    const save = screen.getByRole("button", { name: "Save Munnar to shortlist" });
    const followed = jest.fn();
    save.closest("span")!.addEventListener("click", (event) => followed(event.defaultPrevented));
    save.focus();
    await user.keyboard(" ");
    expect(save).toHaveAttribute("aria-pressed", "true");
    await user.keyboard("{Enter}");
    expect(save).toHaveAttribute("aria-pressed", "false");
    expect(followed).toHaveBeenCalledWith(true);
    expect(followed).not.toHaveBeenCalledWith(false);
  });

  it("reads Save, then Saved once pressed: one word beside the star", async () => {
    const user = userEvent.setup();
    render(<SaveTripButton trip={munnar} name="Munnar" />);
    const save = screen.getByRole("button", { name: "Save Munnar to shortlist" });
    expect(pillItems(save)).toEqual(["☆", "Save"]);
    await user.click(save);
    expect(save).toHaveAttribute("aria-pressed", "true");
    expect(pillItems(save)).toEqual(["★", "Saved"]);
  });

  it("is a toggle named for the trip, pressed once saved, and the header count follows", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header pathname="/destinations" />
        <SaveTripButton trip={munnar} name="Munnar" />
      </>,
    );
    const save = screen.getByRole("button", { name: "Save Munnar to shortlist" });
    expect(save).toHaveAttribute("aria-pressed", "false");
    expect(counts()).toEqual(["Shortlist (0)", "Shortlist (0)"]);
    for (const link of shortlistLinks()) expect(link).toHaveAttribute("href", "/shortlist");

    // What the eye reads: the mark and the word (the name's rest is for screen readers only).
    const seen = (element: HTMLElement) =>
      [...element.children]
        .filter((child) => !child.classList.contains("visually-hidden"))
        .map((child) => child.textContent)
        .join("");
    expect(seen(save)).toBe("☆Save");

    await user.click(save);
    // A toggle keeps its name: pressed says it is saved, and the eye reads "Saved".
    const remove = screen.getByRole("button", { name: "Save Munnar to shortlist" });
    expect(remove).toBe(save);
    expect(remove).toHaveAttribute("aria-pressed", "true");
    expect(seen(remove)).toBe("★Saved");
    expect(counts()).toEqual(["Shortlist (1)", "Shortlist (1)"]);
    expect(stored()).toEqual([munnar]);

    await user.click(remove);
    expect(screen.getByRole("button", { name: "Save Munnar to shortlist" })).toHaveAttribute("aria-pressed", "false");
    expect(counts()).toEqual(["Shortlist (0)", "Shortlist (0)"]);
    expect(stored()).toEqual([]);
  });

  it("every button for the same trip agrees, and one saved in another tab shows", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SaveTripButton trip={munnar} name="Munnar" />
        <SaveTripButton trip={munnar} name="Munnar" />
        <SaveTripButton trip={bali} name="Bali honeymoon retreat" />
      </>,
    );
    await user.click(screen.getAllByRole("button", { name: "Save Munnar to shortlist" })[0]!);
    expect(screen.getAllByRole("button", { name: "Save Munnar to shortlist", pressed: true })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Save Bali honeymoon retreat to shortlist" })).toBeInTheDocument();

    localStorage.setItem(STORAGE_KEYS.shortlist, JSON.stringify([munnar, bali]));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.shortlist }));
    });
    expect(screen.getByRole("button", { name: "Save Bali honeymoon retreat to shortlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("says so when the shortlist is full, and saves nothing", async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      STORAGE_KEYS.shortlist,
      JSON.stringify(Array.from({ length: SHORTLIST_MAX }, (_, index) => ({ kind: "tour", id: `t${index}` }))),
    );
    act(() => shortlistStore.reload());
    render(<SaveTripButton trip={munnar} name="Munnar" />);
    await user.click(screen.getByRole("button", { name: "Save Munnar to shortlist" }));
    expect(screen.getByRole("status")).toHaveTextContent(SHORTLIST_FULL_MESSAGE);
    expect(screen.getByRole("button", { name: "Save Munnar to shortlist" })).toHaveAttribute("aria-pressed", "false");
    expect(stored()).toHaveLength(SHORTLIST_MAX);
  });

  it("with storage blocked saves for the visit and says so", async () => {
    const user = userEvent.setup();
    blockWindowStorage();
    render(
      <>
        <Header pathname="/" />
        <SaveTripButton trip={munnar} name="Munnar" />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Save Munnar to shortlist" }));
    expect(screen.getByRole("button", { name: "Save Munnar to shortlist" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("lasts only for this visit");
    expect(counts()).toEqual(["Shortlist (1)", "Shortlist (1)"]);
  });
});

describe("ShortlistPage", () => {
  it("with nothing saved links to the destinations and the tours", () => {
    render(<ShortlistPage catalogue={CATALOGUE} search="" />);
    expect(screen.getByRole("heading", { level: 1, name: "Your shortlist" })).toBeInTheDocument();
    expect(screen.getByText(/You have not saved any trips yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse destinations" })).toHaveAttribute("href", "/destinations");
    expect(screen.getByRole("link", { name: "Browse tours" })).toHaveAttribute("href", "/tour");
    expect(screen.queryByText(/only for this visit/)).not.toBeInTheDocument();
  });

  it("lists the saved trips in the order saved, with price and days, and removes one", async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      STORAGE_KEYS.shortlist,
      JSON.stringify([bali, { kind: "destination", id: "dst-gone" }, munnar]),
    );
    act(() => shortlistStore.reload());
    render(
      <>
        <Header pathname="/shortlist" />
        <ShortlistPage catalogue={CATALOGUE} search="" />
      </>,
    );
    expect(screen.getByRole("heading", { name: "3 saved trips" })).toBeInTheDocument();
    const list = within(screen.getByRole("list", { name: "Saved trips" })).getAllByRole("listitem");
    expect(list.map((item) => within(item).queryByRole("heading")?.textContent ?? item.textContent)).toEqual([
      "Bali honeymoon retreat",
      expect.stringContaining("no longer offer"),
      "Munnar",
    ]);
    expect(within(list[0]!).getByRole("link", { name: "Bali honeymoon retreat" })).toHaveAttribute(
      "href",
      "/tour-details/tour-bali-honeymoon-retreat",
    );
    expect(list[2]).toHaveTextContent("₹27,500");
    expect(list[2]).toHaveTextContent("4 days");
    expect(counts()).toEqual(["Shortlist (3)", "Shortlist (3)"]);
    for (const link of shortlistLinks()) expect(link).toHaveAttribute("aria-current", "page");

    await user.click(screen.getByRole("button", { name: "Remove Bali honeymoon retreat from shortlist" }));
    expect(screen.queryByRole("link", { name: "Bali honeymoon retreat" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "2 saved trips" })).toHaveFocus();
    expect(counts()).toEqual(["Shortlist (2)", "Shortlist (2)"]);
    await user.click(screen.getByRole("button", { name: "Remove the trip we no longer offer from shortlist" }));
    await user.click(screen.getByRole("button", { name: "Remove Munnar from shortlist" }));
    expect(screen.getByText(/You have not saved any trips yet/)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.shortlist)).toBeNull();
  });

  it("saves the trip a Save link pressed before the script names, says so, and takes the parameter off the address", () => {
    window.history.replaceState(null, "", "/shortlist?save=destination:dst-munnar");
    render(<ShortlistPage catalogue={CATALOGUE} search="?save=destination:dst-munnar" />);
    expect(statuses()).toContain("Munnar is saved to your shortlist.");
    expect(stored()).toEqual([munnar]);
    expect(screen.getByRole("heading", { name: "1 saved trip" })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe("/shortlist");
  });

  it("a Save link naming a trip not offered saves nothing and says so; a full shortlist says it is full", () => {
    render(<ShortlistPage catalogue={CATALOGUE} search="?save=destination:dst-gone" />);
    expect(statuses()).toContain("The trip you pressed Save on is not one we offer now, so nothing was saved.");
    expect(localStorage.getItem(STORAGE_KEYS.shortlist)).toBeNull();

    const full = Array.from({ length: SHORTLIST_MAX }, (_, index) => ({ kind: "tour", id: `tour-${index}` }));
    localStorage.setItem(STORAGE_KEYS.shortlist, JSON.stringify(full));
    act(() => shortlistStore.reload());
    render(<ShortlistPage catalogue={CATALOGUE} search="?save=destination:dst-munnar" />);
    expect(statuses()).toContain(SHORTLIST_FULL_MESSAGE);
    expect(stored()).toEqual(full);
  });

  it("with storage blocked says the shortlist lasts only this visit", () => {
    blockWindowStorage();
    act(() => shortlistStore.reload());
    render(<ShortlistPage catalogue={CATALOGUE} search="" />);
    expect(
      screen.getByText("This browser does not let the site keep data, so your shortlist lasts only for this visit."),
    ).toBeInTheDocument();
    expect(screen.getByText(/You have not saved any trips yet/)).toBeInTheDocument();
  });

  it("shares the saved trips: a link with their ids in order, on WhatsApp, and Copy link", async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.shortlist, JSON.stringify([bali, munnar]));
    act(() => shortlistStore.reload());
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<ShortlistPage catalogue={CATALOGUE} search="" />);
    const share = screen.getByRole("region", { name: "Share this shortlist" });
    const path = "/shortlist?trips=tour:tour-bali-honeymoon-retreat,destination:dst-munnar";
    expect(within(share).getByRole("link", { name: "Link to this shortlist" })).toHaveAttribute("href", path);
    const whatsapp = within(share).getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href")!;
    expect(new URL(whatsapp).searchParams.get("text")).toMatch(
      new RegExp(`^Trips I am looking at: https?://[^/]+${path.replace(/[?]/g, "\\?")}$`),
    );
    await user.click(within(share).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${path}`);
    expect(within(share).getByRole("status")).toHaveTextContent("Link copied.");
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  });

  it("a shared link shows its trips without touching the visitor's own shortlist until they save", async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.shortlist, JSON.stringify([munnar]));
    act(() => shortlistStore.reload());
    render(
      <>
        <Header pathname="/shortlist" />
        <ShortlistPage
          catalogue={CATALOGUE}
          search="?trips=tour:tour-bali-honeymoon-retreat,destination:dst-munnar,destination:dst-gone,nonsense"
        />
      </>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "A shared shortlist" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "3 trips shared with you" })).toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "Shared trips" })).getAllByRole("listitem");
    expect(items.map((item) => within(item).queryByRole("heading")?.textContent ?? item.textContent)).toEqual([
      "Bali honeymoon retreat",
      "Munnar",
      expect.stringContaining("no longer offer"),
    ]);
    // Munnar is already saved; Bali is not, and opening the link saved nothing.
    expect(screen.getByRole("button", { name: "Save Munnar to shortlist" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Save Bali honeymoon retreat to shortlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(stored()).toEqual([munnar]);
    expect(counts()).toEqual(["Shortlist (1)", "Shortlist (1)"]);

    await user.click(screen.getByRole("button", { name: "Save all 2 to my shortlist" }));
    expect(stored()).toEqual([munnar, bali]);
    expect(screen.getByText("All saved to your shortlist.")).toBeInTheDocument();
    expect(counts()).toEqual(["Shortlist (2)", "Shortlist (2)"]);
    expect(screen.getByRole("link", { name: "Open my own shortlist" })).toHaveAttribute("href", "/shortlist");
  });

  it("asks about every saved trip in one enquiry: the subject says how many, the trips go with the message", async () => {
    localStorage.setItem(STORAGE_KEYS.shortlist, JSON.stringify([munnar, bali]));
    act(() => shortlistStore.reload());
    render(<ShortlistPage catalogue={CATALOGUE} search="" />);
    const form = screen.getByRole("form", { name: "Ask us about these trips" });
    expect(await within(form).findByRole("textbox", { name: "Subject" })).toHaveValue(
      "Enquiry: 2 trips from my shortlist",
    );
    expect(within(form).getByRole("textbox", { name: "Message (optional)" })).toBeInTheDocument();
    expect(form).toHaveTextContent(
      "Sent with your message: Trips on my shortlist: Munnar (destination, 4 days, ₹27,500 per person); Bali honeymoon retreat (tour, 6 days, ₹89,000 per person)",
    );
    expect(within(form).getByRole("group", { name: "Your trip (optional)" })).toBeInTheDocument();
  });
});

describe("ShortlistPage in an edition (/ml/shortlist, /ar/shortlist)", () => {
  // In Malayalam, Munnar is translated (its page is /ml/…); the tour keeps its English name (its page is /ml/… too).
  const malayalam: ShortlistTrip[] = [
    { ...munnar, name: "മൂന്നാർ", language: "ml", nameLanguage: "ml", pricePerPerson: 27500, durationDays: 4 },
    {
      ...bali,
      name: "Bali honeymoon retreat",
      language: "en",
      nameLanguage: "en",
      pricePerPerson: 89000,
      durationDays: 6,
    },
  ];
  const inEdition = (code: "ml" | "ar", search = "") =>
    render(
      <EditionProvider
        code={code}
        catalogue={readCatalogue(process.cwd(), code, ["frame", "shortlist", "enquiry", "trip"])}
      >
        <ShortlistPage catalogue={malayalam} search={search} />
      </EditionProvider>,
    );

  it("lists the saved trips in Malayalam, each leading to its page in the edition, and shares the edition's address", async () => {
    localStorage.setItem(STORAGE_KEYS.shortlist, JSON.stringify([munnar, bali]));
    act(() => shortlistStore.reload());
    const { container } = inEdition("ml");
    expect(screen.getByRole("heading", { level: 1, name: "നിങ്ങളുടെ ഷോർട്ട്‌ലിസ്റ്റ്" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "സൂക്ഷിച്ച 2 യാത്രകൾ" })).toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "സൂക്ഷിച്ച യാത്രകൾ" })).getAllByRole("listitem");
    const [first, second] = items.map((item) => within(item).getAllByRole("link")[0]!);
    expect(first).toHaveAttribute("href", "/ml/destination-details/dst-munnar");
    expect(first).not.toHaveAttribute("lang");
    expect(second).toHaveAttribute("href", "/ml/tour-details/tour-bali-honeymoon-retreat");
    expect(second).toHaveAttribute("lang", "en");
    expect(items[0]).toHaveTextContent("ഒരാൾക്ക് ₹27,500");
    expect(items[0]).toHaveTextContent("4 ദിവസം");
    expect(within(items[0]!).getByRole("link", { name: /^അന്വേഷിക്കുക ?: മൂന്നാർ$/ })).toHaveAttribute(
      "href",
      `/ml/contact?trip=${encodeURIComponent("മൂന്നാർ")}&days=4`,
    );
    const share = screen.getByRole("region", { name: "ഈ ഷോർട്ട്‌ലിസ്റ്റ് പങ്കുവെക്കുക" });
    expect(within(share).getByRole("link", { name: "ഈ ഷോർട്ട്‌ലിസ്റ്റിന്റെ ലിങ്ക്" })).toHaveAttribute(
      "href",
      "/ml/shortlist?trips=destination:dst-munnar,tour:tour-bali-honeymoon-retreat",
    );
    const subject = await screen.findByRole("textbox", { name: /വിഷയം/ });
    await waitFor(() => expect(subject).toHaveValue("അന്വേഷണം: എന്റെ ഷോർട്ട്‌ലിസ്റ്റിലെ 2 യാത്രകൾ"));
    for (const english of ["Your shortlist", "saved trips", "Enquire", "Remove", "Share this shortlist", "per person"])
      expect(container).not.toHaveTextContent(english);
  });

  it("says in Arabic that nothing is saved, leading to the Arabic lists; a Save link's trip is saved, said in Arabic", () => {
    const { unmount } = inEdition("ar");
    expect(screen.getByRole("link", { name: "تصفّح الوجهات" })).toHaveAttribute("href", "/ar/destinations");
    expect(screen.getByRole("link", { name: "تصفّح الجولات" })).toHaveAttribute("href", "/ar/tour");
    unmount();
    window.history.replaceState(null, "", "/ar/shortlist?save=destination:dst-munnar");
    inEdition("ar", "?save=destination:dst-munnar");
    expect(statuses()).toContain("أُضيفت മൂന്നാർ إلى قائمتك المفضلة.");
    expect(window.location.pathname + window.location.search).toBe("/ar/shortlist");
  });
});
