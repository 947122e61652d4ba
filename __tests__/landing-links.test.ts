import {
  linkedFromProblems,
  MAX_MENU_LANDING_PAGES,
  serviceCardAction,
  unknownServiceCard,
} from "../src/lib/landing-links";
import { MAIN_MENU, mainMenu } from "../src/lib/navigation";

const honeymoon = { id: "svc-honeymoon-specials", title: "Honeymoon Specials" };
const visa = { id: "svc-visa-assistance", title: "Visa Assistance" };
const kerala = {
  path: "/kerala-honeymoon",
  title: "Kerala honeymoon packages",
  breadcrumb: "Kerala honeymoon",
  linkedFrom: { serviceCard: honeymoon.id },
};

describe("a service card's button", () => {
  it("opens the landing page whose Linked from names the card, by the page's short name", () => {
    expect(serviceCardAction(honeymoon, [kerala])).toEqual({
      kind: "page",
      to: "/kerala-honeymoon",
      label: "See Kerala honeymoon",
    });
    expect(serviceCardAction(honeymoon, [{ ...kerala, breadcrumb: null }]).label).toBe("See Kerala honeymoon packages");
  });

  it("asks about the card on WhatsApp when no page names it", () => {
    const action = serviceCardAction(visa, [kerala]);
    expect(action.kind).toBe("whatsapp");
    expect(action).toMatchObject({ label: "Enquire on WhatsApp" });
    expect(action.kind === "whatsapp" && decodeURIComponent(action.href)).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=.*Visa Assistance/,
    );
    expect(serviceCardAction(visa, []).kind).toBe("whatsapp");
  });
});

describe("Linked from: the rules the build and the CMS share", () => {
  it("names an unknown service card and lists the ids there are", () => {
    expect(unknownServiceCard(honeymoon.id, [honeymoon, visa])).toBeNull();
    expect(unknownServiceCard("svc-honeymoon", [honeymoon, visa])).toBe(
      'no service card has the id "svc-honeymoon"; the service cards are: svc-honeymoon-specials (Honeymoon Specials), svc-visa-assistance (Visa Assistance)',
    );
  });

  it("refuses a card another page already opens, and a menu without room", () => {
    const others = [{ file: "content/pages/kerala-honeymoon.json", linkedFrom: kerala.linkedFrom }];
    expect(linkedFromProblems({ serviceCard: honeymoon.id }, others)).toEqual([
      'linkedFrom.serviceCard: the service card "svc-honeymoon-specials" already opens content/pages/kerala-honeymoon.json; a card opens one page',
    ]);
    expect(linkedFromProblems({ serviceCard: visa.id }, others)).toEqual([]);
    const inMenu = Array.from({ length: MAX_MENU_LANDING_PAGES }, (_, index) => ({
      file: `content/pages/p${index}.json`,
      linkedFrom: { menuLabel: `Page ${index}` },
    }));
    expect(linkedFromProblems({ menuLabel: "Monsoon" }, inMenu.slice(1))).toEqual([]);
    expect(linkedFromProblems({ menuLabel: "Monsoon" }, inMenu)).toEqual([
      `linkedFrom.menuLabel: the main menu already has ${MAX_MENU_LANDING_PAGES} landing pages (${inMenu.map((page) => page.file).join(", ")}), the most it has room for`,
    ]);
    expect(linkedFromProblems(undefined, inMenu)).toEqual([]);
  });
});

describe("the main menu with landing pages", () => {
  it("is the site's menu when no page asks to be in it", () => {
    expect(mainMenu([kerala])).toEqual(MAIN_MENU);
  });

  it("lists the pages with a menu label before Contact us, in address order", () => {
    const menu = mainMenu([
      { ...kerala, linkedFrom: { menuLabel: "Honeymoons" } },
      { path: "/monsoon-offers", title: "Monsoon offers", linkedFrom: { menuLabel: "Monsoon" } },
      { path: "/about-x", title: "Not in the menu", linkedFrom: { menuLabel: null } },
    ]);
    expect(menu.map((item) => item.label)).toEqual([
      "Home",
      "About Us",
      "Destination",
      "Services",
      "Blog",
      "Honeymoons",
      "Monsoon",
      "Contact us",
    ]);
    expect(menu.find((item) => item.label === "Honeymoons")?.to).toBe("/kerala-honeymoon");
  });
});
