import landingFile from "../content/pages/kerala-honeymoon.json";
import type { BlockContent, BlockType } from "../src/content-model/blocks";
import type { BlockPageContent } from "../src/content-model/pages";
import { destinations } from "./reference-data";
import faqs from "../server/seed/faqs.json";
import { ROUTES } from "./routes";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * /kerala-honeymoon: a landing page a marketer wrote as a content file of blocks. What its data blocks show is
 * worked out here from the reference data and the file, not written down.
 */

const landing = landingFile as BlockPageContent;
const block = <T extends BlockType>(type: T) => landing.blocks.find((item) => item.type === type) as BlockContent<T>;

test.describe("a landing page made of blocks", () => {
  test("renders its hero, rich text, destinations, FAQs and call to action, axe-clean", async ({ page }) => {
    await page.goto(ROUTES.landing);
    const hero = block("heroSlider");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.heading);
    await expect(page.getByRole("heading", { level: 2, name: hero.slides[0]!.title })).toBeVisible();
    await expect(page).toHaveTitle(`${landing.title} | Keralam Holidays`);

    const text = block("richText");
    const textSection = page.getByRole("region", { name: text.title });
    await expect(textSection.getByRole("listitem")).toHaveCount(3);
    await expect(textSection.locator("strong").first()).toHaveText("Two nights on a private houseboat");

    // "8 Domestic destinations, highest rated first" (ties by name), from the reference data.
    const carousel = block("offerCarousel");
    const expected = destinations
      .filter((destination) => destination.type === carousel.destinationType)
      .sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, carousel.limit ?? undefined)
      .map((destination) => destination.name);
    const cards = page
      .getByRole("region", { name: carousel.title })
      .getByRole("heading", { level: 3, includeHidden: true });
    await expect(cards).toHaveText(expected);

    const faqBlock = block("faqList");
    const questions = faqBlock.faqIds.map((id) => faqs.find((faq) => faq._id === id)!.question);
    await expect(page.getByRole("region", { name: faqBlock.title }).locator("summary")).toHaveText(
      questions.map((question) => new RegExp(question.replace(/[?()]/g, "\\$&"))),
    );

    const cta = block("callToAction");
    const ctaSection = page.getByRole("region", { name: cta.title });
    await ctaSection.scrollIntoViewIfNeeded();
    await expect(ctaSection.getByRole("link", { name: cta.button.label })).toHaveAttribute("href", cta.button.to);
    const whatsapp = ctaSection.getByRole("link", { name: /WhatsApp us/ });
    expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(cta.whatsappText);
    await expectNoAxeViolations(page);
  });
});

test("the service card its Linked from names opens the landing page, the others WhatsApp", async ({ page }) => {
  await page.goto(ROUTES.service);
  const card = page.getByRole("link", { name: /Honeymoon Specials/ });
  await expect(card).toHaveAttribute("href", landing.path);
  await expect(card).not.toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /Visa Assistance/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${landing.path}/?$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(block("heroSlider").heading);
});
