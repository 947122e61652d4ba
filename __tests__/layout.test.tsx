import React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery as gatsbyStaticQuery } from "gatsby";
import userEvent from "@testing-library/user-event";
import { Layout } from "../src/components/layout/Layout";
import { siteFacts } from "../src/lib/site";
import { EditionProvider } from "../src/i18n/EditionContext";
import arabic from "../src/i18n/messages/ar.json";
import malayalam from "../src/i18n/messages/ml.json";

const renderAt = (pathname: string) =>
  render(
    <Layout pathname={pathname}>
      <p>page body</p>
    </Layout>,
  );

describe("Layout", () => {
  it("shows the top bar facts and help links from content/site.json", () => {
    renderAt("/");
    // Once in the top bar, once in the footer.
    expect(screen.getAllByText(siteFacts.address.display)).toHaveLength(2);
    expect(screen.getAllByText("Mon to Fri 9.30 am to 6.00 pm, Sat 9.30 am to 4.00 pm")).toHaveLength(2);
    const help = screen.getByRole("navigation", { name: "Help" });
    expect(within(help).getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    expect(within(help).getByRole("link", { name: "Support" })).toHaveAttribute("href", "/contact");
    expect(within(help).getByRole("link", { name: "Visa Checklists" })).toHaveAttribute("href", "/assets/pdf/visa.pdf");
  });

  it("marks Destination as current on a destination details page", () => {
    renderAt("/destination-details/dst-munnar");
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "Destination" })).toHaveAttribute("aria-current", "page");
    expect(within(main).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("offers Book Now everywhere but on /contact", () => {
    const { unmount } = renderAt("/about");
    expect(screen.getAllByRole("link", { name: "Book Now" }).length).toBeGreaterThan(0);
    unmount();
    renderAt("/contact");
    expect(screen.queryByRole("link", { name: "Book Now" })).not.toBeInTheDocument();
  });

  it("lists phones, e-mails and social links in the footer", () => {
    renderAt("/");
    const footer = screen.getByRole("contentinfo");
    for (const phone of siteFacts.phones) {
      expect(within(footer).getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.tel}`);
    }
    for (const email of siteFacts.emails) {
      expect(within(footer).getByRole("link", { name: email.address })).toHaveAttribute(
        "href",
        `mailto:${email.address}`,
      );
    }
    expect(within(footer).getAllByRole("link", { name: /opens in a new tab/ })).toHaveLength(siteFacts.social.length);
    expect(within(footer).getByRole("button", { name: "Back to top" })).toBeInTheDocument();
  });

  it("opens the mobile menu, closes it with Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(within(dialog).getByRole("link", { name: "International" })).toHaveAttribute(
      "href",
      "/destination/International",
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("in an edition, the frame's own words are the edition's: menus, Menu and Close menu, Book Now, the skip link", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <EditionProvider code="ar" catalogue={arabic}>
        <Layout pathname="/ar/faq">
          <p>page body</p>
        </Layout>
      </EditionProvider>,
    );
    const main = screen.getByRole("navigation", { name: "القائمة الرئيسية" });
    expect(within(main).getByRole("link", { name: "الرئيسية" })).toBeInTheDocument();
    expect(within(main).getByRole("list", { name: "أنواع الوجهات" })).toBeInTheDocument();
    // The lists, About, Services, the blog and the tours have editions: the menu leads to the Arabic ones.
    expect(within(main).getByRole("link", { name: "داخل الهند" })).toHaveAttribute("href", "/ar/destination/Domestic");
    expect(within(main).getByRole("link", { name: "من نحن" })).toHaveAttribute("href", "/ar/about");
    expect(within(main).getByRole("link", { name: "الخدمات" })).toHaveAttribute("href", "/ar/service");
    expect(within(main).getByRole("link", { name: "المدونة" })).toHaveAttribute("href", "/ar/blog");
    expect(within(main).getByRole("link", { name: "الجولات" })).toHaveAttribute("href", "/ar/tour");
    expect(screen.getByRole("link", { name: "انتقل إلى المحتوى" })).toHaveAttribute("href", "#main");
    expect(screen.getAllByRole("link", { name: "احجز الآن" }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: "القائمة" }));
    expect(screen.getByRole("button", { name: "إغلاق القائمة" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "قائمة الجوال" })).toBeInTheDocument();
    // The footer's own words are the edition's and its links lead to the edition's pages; Site facts are the
    // marketers' English, marked so.
    const footer = screen.getByRole("contentinfo");
    expect(footer).not.toHaveAttribute("lang");
    expect(within(footer).getByRole("heading", { name: "روابط سريعة" })).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "من نحن" })).toHaveAttribute("href", "/ar/about");
    expect(within(footer).getByRole("link", { name: "الأسئلة الشائعة" })).toHaveAttribute("href", "/ar/faq");
    expect(within(footer).getByRole("link", { name: "إشعار الخصوصية" })).toHaveAttribute("href", "/ar/privacy");
    expect(within(footer).getByRole("button", { name: "العودة إلى الأعلى" })).toBeInTheDocument();
    expect(within(footer).getByText(siteFacts.address.display)).toHaveAttribute("lang", "en");
    expect(within(footer).getByText(siteFacts.offices.join(", "))).toHaveAttribute("lang", "en");
    unmount();

    render(
      <EditionProvider code="ml" catalogue={malayalam}>
        <Layout pathname="/ml/faq">
          <p>page body</p>
        </Layout>
      </EditionProvider>,
    );
    expect(screen.getByRole("navigation", { name: "പ്രധാന മെനു" })).toHaveTextContent(/ഞങ്ങളെപ്പറ്റി/);
    expect(screen.getByRole("button", { name: "മെനു" })).toBeInTheDocument();
  });
});

const standardAnswer = (gatsbyStaticQuery as jest.Mock)();

describe("a landing page in the main menu", () => {
  // The static queries' answers (__mocks__/gatsby.js), with a landing page in the menu.
  const useStaticQuery = gatsbyStaticQuery as jest.Mock;
  afterEach(() => useStaticQuery.mockReturnValue(standardAnswer));

  /** Where the Malayalam menu's item for the landing page /monsoon leads, given its editions (BlockPage.editions). */
  function menuLinkIn(languages: string[]) {
    useStaticQuery.mockReturnValue({
      ...standardAnswer,
      menuPages: {
        nodes: [{ path: "/monsoon", title: "Monsoon", linkedFrom: { menuLabel: "Monsoon" }, editions: languages }],
      },
    });
    const { unmount } = render(
      <EditionProvider code="ml" catalogue={malayalam}>
        <Layout pathname="/ml/faq">
          <p>page body</p>
        </Layout>
      </EditionProvider>,
    );
    const menu = screen.getByRole("navigation", { name: "പ്രധാന മെനു" });
    const href = within(menu).getByText("Monsoon").closest("a")?.getAttribute("href");
    unmount();
    return href;
  }

  it("leads to its translation in an edition that has one, and to its English page in one that has not", () => {
    expect(menuLinkIn(["en", "ml"])).toBe("/ml/monsoon");
    expect(menuLinkIn(["en", "ar"])).toBe("/monsoon");
  });
});
