import React from "react";
import { render, screen, within } from "@testing-library/react";
import { ServiceCards, type ServiceCard } from "../src/components/services/ServiceCards";
import { DestinationTypes } from "../src/components/services/DestinationTypes";
import { DealsBanner } from "../src/components/home/DealsBanner";
import { PackageCard } from "../src/components/packages/PackageCard";
import { useServiceCards } from "../src/queries/service-cards";
import { EditionProvider } from "../src/i18n/EditionContext";
import { readCatalogue } from "../src/i18n/catalogue-files";
import type { EditionCode } from "../src/i18n/editions";

/*
 * The blocks of /service and the home page's deals in each edition: their own words from the `blocks` catalogue, the
 * WhatsApp texts in the edition's language (the spec's English on English pages), links to the edition's pages, and
 * the booking system's English marked as English.
 */

const inEdition = (code: EditionCode, ui: React.ReactElement) =>
  render(
    code === "en" ? (
      ui
    ) : (
      <EditionProvider code={code} catalogue={readCatalogue(process.cwd(), code, ["frame", "blocks"])}>
        {ui}
      </EditionProvider>
    ),
  );

const chatText = (link: HTMLElement) => new URL(link.getAttribute("href")!).searchParams.get("text");

const visa = { agencyId: "svc-visa", title: "Visa Assistance", subheading: "Paperwork done", bannerFile: null };
const honeymoon = { agencyId: "svc-honeymoon", title: "Honeymoon Specials", subheading: "For two", bannerFile: null };
const landing = {
  path: "/kerala-honeymoon",
  language: "en",
  title: "Kerala honeymoon packages",
  breadcrumb: "Kerala honeymoon",
  linkedFrom: { serviceCard: "svc-honeymoon" },
};

function Cards({ pages }: { pages: Queries.ServiceCardLandingPageFragment[] }) {
  return <ServiceCards failed={false} cards={useServiceCards([visa, honeymoon], pages)} />;
}

describe("service cards", () => {
  it("in English: the spec's WhatsApp text, and the landing page by its short name", () => {
    inEdition("en", <Cards pages={[landing]} />);
    const chat = screen.getByRole("link", { name: /Visa Assistance/ });
    expect(chatText(chat)).toBe(
      "Hi! I'm interested in your service: Visa Assistance. Could you please provide more details?",
    );
    expect(chat).toHaveTextContent("Enquire on WhatsApp (opens in a new tab)");
    const page = screen.getByRole("link", { name: /Honeymoon Specials/ });
    expect(page).toHaveAttribute("href", "/kerala-honeymoon");
    expect(page).toHaveTextContent("See Kerala honeymoon");
    expect(screen.getByText("Visa Assistance")).not.toHaveAttribute("lang");
  });

  it("in Malayalam: the chat in Malayalam, the cards' English marked, a page not translated named as English", () => {
    inEdition("ml", <Cards pages={[landing]} />);
    const chat = screen.getByRole("link", { name: /Visa Assistance/ });
    expect(chatText(chat)).toBe("നമസ്കാരം! നിങ്ങളുടെ സേവനത്തിൽ എനിക്ക് താൽപ്പര്യമുണ്ട്: Visa Assistance. കൂടുതൽ വിവരങ്ങൾ തരാമോ?");
    expect(within(chat).getByText("Visa Assistance")).toHaveAttribute("lang", "en");
    expect(within(chat).getByText("Paperwork done")).toHaveAttribute("lang", "en");
    const page = screen.getByRole("link", { name: /Honeymoon Specials/ });
    expect(page).toHaveTextContent("Kerala honeymoon കാണുക");
    expect(within(page).getByText("Kerala honeymoon")).toHaveAttribute("lang", "en");
  });

  it("in Arabic: a translated landing page is named by its translation", () => {
    const arabic = { ...landing, language: "ar", title: "شهر العسل في كيرالا", breadcrumb: "شهر العسل" };
    inEdition("ar", <Cards pages={[landing, arabic]} />);
    const page = screen.getByRole("link", { name: /Honeymoon Specials/ });
    expect(page).toHaveTextContent("اطّلع على شهر العسل");
    expect(within(page).getByText(/شهر العسل/)).not.toHaveAttribute("lang");
  });

  it("a partial build's error and its button are in the edition's words", () => {
    inEdition("ml", <ServiceCards failed cards={[] as ServiceCard[]} />);
    expect(screen.getByRole("alert")).toHaveTextContent("സേവനങ്ങൾ ലഭ്യമാക്കാനായില്ല");
    expect(screen.getByRole("button", { name: "വീണ്ടും ശ്രമിക്കുക" })).toBeInTheDocument();
  });
});

describe("destination type tiles", () => {
  const types = [
    { type: "International", count: 15, image: undefined },
    { type: "Domestic", count: 1, image: undefined },
  ];

  it("count in the edition's plurals and lead to the edition's lists", () => {
    inEdition("en", <DestinationTypes types={types} />);
    expect(screen.getByRole("link", { name: "International destinations 15 destinations" })).toHaveAttribute(
      "href",
      "/destination/International",
    );
    expect(screen.getByRole("link", { name: "Domestic destinations 1 destination" })).toBeInTheDocument();
  });

  it("in Arabic, by the menu's names of the types", () => {
    inEdition("ar", <DestinationTypes types={types} />);
    expect(screen.getByRole("link", { name: "الوجهات: رحلات دولية 15 وجهة" })).toHaveAttribute(
      "href",
      "/ar/destination/International",
    );
    expect(screen.getByRole("link", { name: "الوجهات: داخل الهند وجهة واحدة" })).toHaveAttribute(
      "href",
      "/ar/destination/Domestic",
    );
  });
});

describe("a deal's WhatsApp chat", () => {
  const deal = {
    id: "d",
    title: "Monsoon Munnar",
    webBanner: undefined,
    mobileBanner: undefined,
    priceBasis: null,
    endsOn: null,
  };

  it("is the spec's text in English and the edition's in Arabic", () => {
    const { unmount } = inEdition("en", <DealsBanner title="Deals" deals={[deal]} />);
    expect(chatText(screen.getByRole("link", { name: /Monsoon Munnar/ }))).toBe(
      `Hi! I'm interested in the "Monsoon Munnar" offer. Can you provide more details?`,
    );
    unmount();
    inEdition("ar", <DealsBanner title="Deals" deals={[deal]} />);
    expect(chatText(screen.getByRole("link", { name: /Monsoon Munnar/ }))).toBe(
      "مرحبًا! أنا مهتم بعرض «Monsoon Munnar». هل يمكنكم تزويدي بمزيد من التفاصيل؟",
    );
  });
});

describe("an offer card in an edition", () => {
  const offer = (kind: "tour" | "destination", id: string, page: string) => (
    <PackageCard
      title={kind === "tour" ? "Bali Honeymoon Retreat" : "Kashmir"}
      image={undefined}
      imageAlt=""
      rating={null}
      pricePerPerson={62500}
      days={6}
      action={{ to: "/contact", label: "Book" }}
      page={page}
      trip={{ kind, id }}
    />
  );

  it("leads to a tour's page in the edition, and to a destination's English page, saying so", () => {
    const { unmount } = inEdition("ml", offer("tour", "tour-bali", "/tour-details/tour-bali"));
    const tour = screen.getByRole("link", { name: "Bali Honeymoon Retreat" });
    expect(tour).toHaveAttribute("href", "/ml/tour-details/tour-bali");
    expect(tour).not.toHaveAttribute("hreflang");
    unmount();
    inEdition("ml", offer("destination", "dst-kashmir", "/destination-details/dst-kashmir"));
    const destination = screen.getByRole("link", { name: "Kashmir" });
    expect(destination).toHaveAttribute("href", "/destination-details/dst-kashmir");
    expect(destination).toHaveAttribute("hreflang", "en");
  });
});
