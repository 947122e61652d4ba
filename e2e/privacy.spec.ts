import site from "../content/site.json";
import notice from "../content/pages/privacy.json";
import { RETENTION } from "../src/lib/device-storage";
import { ROUTES } from "./routes";
import { expect, test } from "./fixtures";
import { fillEnquiry, storedWith, uniqueMarker, withContactsEndpoint, successToast } from "./enquiry-helpers";

const CHAT_HOST = "embed.tawk.to";
const chatRequests = (requests: string[]) => requests.filter((href) => new URL(href).hostname === CHAT_HOST);

/** Pages with an enquiry form, each with the form's name. */
const FORMS: Array<[string, string]> = [
  [ROUTES.contact, "Send Us a Message"],
  [ROUTES.faq, "Do You Have Any More Questions?"],
  [ROUTES.serviceDetails, "Ask about a service"],
  [ROUTES.destinationDetails, "Ask us about Munnar"],
  [ROUTES.itinerary, "Ask us about Munnar"],
];

test.describe("no third party before the visitor asks", () => {
  for (const [name, path] of Object.entries(ROUTES)) {
    test(`${name} (${path}): loading, scrolling, pointer moves and typing contact no other host`, async ({
      page,
      watch,
    }) => {
      await page.goto(path);
      await page.mouse.move(40, 40);
      await page.mouse.move(300, 400, { steps: 8 });
      await page.mouse.wheel(0, 600);
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await page.mouse.move(200, 200, { steps: 4 });
      const field = page.locator("main").getByRole("textbox").first();
      if ((await field.count()) > 0) {
        await field.scrollIntoViewIfNeeded();
        await field.pressSequentially("Hello", { delay: 20 });
      }
      // What the page defers runs in idle callbacks, each due within 2 s (useCarouselEngagement, gatsby-browser):
      // an idle callback asked for now runs after them. Then half a second for what they requested to go out.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
      await page.waitForTimeout(500);
      expect(watch.foreignRequests).toEqual([]);
      // Every page links the notice from its footer.
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
        "href",
        ROUTES.privacy,
      );
    });
  }

  test("the chat button loads the provider only when clicked, then opens it", async ({ page, watch }) => {
    await page.goto(ROUTES.home);
    const button = page.getByRole("button", { name: "Chat with us" });
    await expect(button).toHaveAccessibleDescription(/tawk\.to/);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press("Tab");
    await page.waitForTimeout(1_500);
    expect(watch.foreignRequests).toEqual([]);
    await button.click();
    await expect.poll(() => chatRequests(watch.foreignRequests).length).toBe(1);
    // Client-side navigation does not load it again.
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }).click();
    // Gatsby changes the address once the next page's data and code are in: on a loaded CI machine that took
    // over the default 7 s once (the chat provider loading at the same time).
    await expect(page).toHaveURL(/\/privacy$/, { timeout: 20_000 });
    await page.waitForTimeout(500);
    expect(chatRequests(watch.foreignRequests)).toHaveLength(1);
  });

  test("the chat button works from the keyboard", async ({ page, watch }) => {
    await page.goto(ROUTES.contact);
    await page.getByRole("button", { name: "Chat with us" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => chatRequests(watch.foreignRequests).length).toBe(1);
  });
});

test.describe("the privacy notice", () => {
  test("renders from its content file and the site's facts, with its date", async ({ page }) => {
    await page.goto(ROUTES.privacy);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
    for (const block of notice.blocks.filter((candidate) => candidate.type !== "pageHeader")) {
      await expect(page.getByRole("heading", { level: 2, name: block.title })).toBeVisible();
    }
    const whoWeAre = page.getByRole("region", { name: "Who we are" });
    await expect(whoWeAre).toContainText(site.legalName);
    await expect(whoWeAre).toContainText(site.address.display);
    await expect(whoWeAre.getByRole("link", { name: site.privacyContact.email })).toHaveAttribute(
      "href",
      `mailto:${site.privacyContact.email}`,
    );
    // The privacy contact names one of the agency's phones by its label: that phone's number, dialled as shown.
    const phone = site.phones.find((candidate) => candidate.label === site.privacyContact.phone)!;
    await expect(whoWeAre.getByRole("link", { name: phone.display })).toHaveAttribute(
      "href",
      `tel:+${phone.display.replace(/\D/g, "")}`,
    );
    const device = page.getByRole("region", { name: "What stays on your device" });
    await expect(device).toContainText(RETENTION.draft.text);
    await expect(device).toContainText(RETENTION.outbox.text);
    await expect(device).toContainText("Forget my details");
    await expect(device).toContainText("no cookies");
    await expect(page.locator(`time[datetime="${notice.lastUpdated}"]`)).toBeVisible();
    expect(await page.context().cookies()).toEqual([]);
  });

  test("is in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).toContain(`<loc>${site.siteUrl}${ROUTES.privacy}</loc>`);
  });

  for (const [path, name] of FORMS) {
    test(`the enquiry form on ${path} says what the details are for and offers a separate, unticked opt-in`, async ({
      page,
    }) => {
      await page.goto(path);
      const form = page.getByRole("form", { name });
      await expect(form.getByText("We use these details only to answer your enquiry.")).toBeVisible();
      await expect(form.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", ROUTES.privacy);
      const optIn = form.getByRole("checkbox", { name: /travel offers by e-mail or WhatsApp/ });
      await expect(optIn).not.toBeChecked();
      await expect(optIn).not.toHaveAttribute("required", /.*/);
    });
  }

  test("an enquiry from /contact carries the notice's version and the visitor's opt-in", async ({ page }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("checkbox", { name: /travel offers/ }).check();
    await fillEnquiry(form, {
      name: "Meera Nair",
      email: "meera@example.in",
      subject: `Offers please (${marker})`,
      message: `Ref ${marker}`,
    });
    await withContactsEndpoint(async () => {
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(successToast(page)).toBeVisible();
    });
    const [stored] = (await storedWith(marker)) as unknown as Array<Record<string, unknown>>;
    expect(stored).toMatchObject({ noticeVersion: notice.lastUpdated, marketingOptIn: true });
    // The choice is the visitor's for one enquiry: the form starts unticked again.
    await expect(form.getByRole("checkbox", { name: /travel offers/ })).not.toBeChecked();
  });
});
