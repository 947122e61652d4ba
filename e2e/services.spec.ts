import { ROUTES } from "./routes";
import { expect, expectNoAxeViolations, gotoExtraBuild, test } from "./fixtures";

test("/service: breadcrumb, about and destinations blocks, WhatsApp service cards, no axe violations", async ({
  page,
}) => {
  await page.goto(ROUTES.service);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: /^International destinations/ })).toHaveAttribute(
    "href",
    "/destination/International",
  );
  await expect(main.getByRole("link", { name: /^Domestic destinations/ })).toHaveAttribute(
    "href",
    "/destination/Domestic",
  );

  const services = page.getByRole("region", { name: "Our services" });
  const visa = services.getByRole("link", { name: /Visa Assistance/ });
  await expect(visa).toHaveAttribute(
    "href",
    `https://wa.me/919447012345?text=${encodeURIComponent("Hi! I'm interested in your service: Visa Assistance. Could you please provide more details?")}`,
  );
  await expect(visa).toHaveAttribute("target", "_blank");
  await expect(visa).toHaveAttribute("rel", "noopener noreferrer");
  await expect(services.getByRole("link")).toHaveCount(8);
  await expectNoAxeViolations(page, "main");
});

test("/service tabs switch the visible cards, by mouse and by arrow keys", async ({ page }) => {
  await page.goto(ROUTES.service);
  const tabs = page.getByRole("tablist", { name: "Travel offers" });
  const tourTab = tabs.getByRole("tab", { name: "Tour Package" });
  const hotelTab = tabs.getByRole("tab", { name: "Hotel" });
  const transportTab = tabs.getByRole("tab", { name: "Transport" });
  await expect(tourTab).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole("heading", { name: "Andaman Island Hopper" })).toBeVisible();
  // Each tour card's name leads to the tour's own page (hotels and transport have none).
  await expect(panel.getByRole("link", { name: "Andaman Island Hopper", exact: true })).toHaveAttribute(
    "href",
    /^\/tour-details\/tour-[\w-]+$/,
  );
  for (const card of await panel.getByRole("article").all())
    await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
      "href",
      /^\/tour-details\//,
    );

  await hotelTab.click();
  await expect(hotelTab).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("tabpanel", { name: "Hotel" }).getByRole("heading", { name: "Lakeside Retreat, Kumarakom" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Andaman Island Hopper" })).toBeHidden();
  await expect(
    page.getByRole("tabpanel", { name: "Hotel" }).getByRole("img", { name: "Rated 4.6 out of 5" }),
  ).toBeVisible();

  await hotelTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(transportTab).toBeFocused();
  await expect(transportTab).toHaveAttribute("aria-selected", "true");
  const transport = page.getByRole("tabpanel", { name: "Transport" });
  await expect(transport.getByRole("heading", { name: "Airport Transfer, Kochi" })).toBeVisible();
  await expect(transport.getByText("₹2,500 per person")).toBeVisible();
  await expect(transport.getByRole("link", { name: /^Book Now/ }).first()).toHaveAttribute(
    "href",
    "/contact?trip=Airport%20Transfer%2C%20Kochi",
  );
  await transport.getByRole("button", { name: "Next slide" }).click();
  await expect(transport.locator('[aria-label="2 of 6"]')).toBeInViewport();

  await transportTab.focus();
  await page.keyboard.press("Home");
  await expect(tourTab).toBeFocused();
  await expect(tourTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(transportTab).toBeFocused();
  await expectNoAxeViolations(page, "main");
});

test("/service shows an error with Retry when the build had no service cards (partial build)", async ({ page }) => {
  await gotoExtraBuild(page, "partial", ROUTES.service);
  const alert = page.getByRole("region", { name: "Our services" }).getByRole("alert");
  await expect(alert).toHaveText(/Failed to load services\. Please try again later\./);
  const reloaded = page.waitForEvent("load");
  await alert.getByRole("button", { name: "Retry" }).click();
  await reloaded;
  await expect(page.getByRole("heading", { name: "Amazing Travel Experience" })).toBeVisible();
});
