import { STORAGE_KEYS } from "../src/lib/device-storage";
import { ROUTES } from "./routes";
import { blockSiteData, expect, test } from "./fixtures";
import {
  allowFailedContactRequests,
  expectFormHolds,
  fillEnquiry,
  sendWhileFailing,
  storedWith,
  uniqueMarker,
  withContactsEndpoint,
} from "./enquiry-helpers";

/**
 * The field's browser states (issue: nothing lost in any browser state): site data blocked, as Chromium's cookie
 * setting does (then every access to localStorage or sessionStorage throws a SecurityError), and storage full
 * (every write throws a QuotaExceededError). Pages and forms must not depend on either.
 */
const fillStorage = () => {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException("Setting the value exceeded the quota.", "QuotaExceededError");
  };
};

test.describe("with site data blocked", () => {
  test.beforeEach(async ({ context }) => context.addInitScript(blockSiteData));

  for (const [name, path] of Object.entries(ROUTES)) {
    if (name === "blogLegacy") continue; // a redirect to blogPost, which is checked itself
    test(`${name} (${path}) keeps its content after hydration`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      // A crash during hydration unmounts the whole page; a moment later the content must still be there.
      await page.waitForTimeout(300);
      await expect(page.locator("main h1").first()).toBeVisible();
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(200);
    });
  }

  test("an enquiry from /contact is stored exactly once", async ({ page }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await fillEnquiry(form, {
      name: "Meera Nair",
      email: "meera@example.in",
      subject: `Munnar ${marker}`,
      message: "June",
    });
    await withContactsEndpoint(async () => {
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByText(/Thank you, we have your enquiry/)).toBeVisible();
    });
    expect(await storedWith(marker)).toHaveLength(1);
  });
});

test.describe("with storage full and the office unreachable", () => {
  test("nothing claims to be saved; the text stays in the form; WhatsApp and e-mail carry all of it", async ({
    page,
    context,
    watch,
  }, testInfo) => {
    await context.addInitScript(fillStorage);
    const marker = uniqueMarker(testInfo.project.name);
    const typed = {
      name: "Meera Nair",
      email: "meera@example.in",
      phone: "+91 94470 12345",
      subject: `Munnar in June (${marker})`,
      message: `Two adults & one child.\nമൂന്നാർ — ${marker}`,
    };
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await fillEnquiry(form, typed, { quick: true });
    await sendWhileFailing({ status: "drop" }, async () => {
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByText(/would not let us save your enquiry on this device/)).toBeFocused();
    });
    await expect(page.getByText(/saved on this device/i)).toHaveCount(0);
    await expectFormHolds(form, typed);
    const note = form.getByText(/would not let us save your enquiry/);
    const chat = new URL((await note.getByRole("link", { name: /on WhatsApp/ }).getAttribute("href")) ?? "");
    expect(chat.origin).toBe("https://wa.me");
    for (const part of [typed.name, typed.email, typed.phone, typed.subject, typed.message])
      expect(chat.searchParams.get("text")).toContain(part);
    const mail = decodeURIComponent((await note.getByRole("link", { name: "by e-mail" }).getAttribute("href")) ?? "");
    for (const part of [typed.name, typed.email, typed.subject, typed.message]) expect(mail).toContain(part);
    expect(await storedWith(marker)).toEqual([]);
    allowFailedContactRequests(watch.consoleErrors);
  });
});

test("enquiry drafts past their lifetime leave the device on any page, those within it stay", async ({ page }) => {
  const hour = 60 * 60 * 1000;
  // Planted before the page's scripts: one form's draft 25 hours old, another's an hour old.
  await page.addInitScript(
    ({ prefix, hour }) => {
      const draft = (hoursAgo: number) =>
        JSON.stringify({
          savedAt: Date.now() - hoursAgo * hour,
          enquiry: {
            name: "Meera Nair",
            email: "meera@example.in",
            phone: "+91 98470 12345",
            subject: "",
            message: "",
          },
        });
      if (!sessionStorage.getItem("planted")) {
        localStorage.setItem(`${prefix}contact`, draft(25));
        localStorage.setItem(`${prefix}trip:dst-munnar`, draft(1));
        sessionStorage.setItem("planted", "1");
      }
    },
    { prefix: STORAGE_KEYS.draftPrefix, hour },
  );
  await page.goto(ROUTES.about);
  const drafts = () =>
    page.evaluate(
      (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
      STORAGE_KEYS.draftPrefix,
    );
  await expect.poll(drafts).toEqual([`${STORAGE_KEYS.draftPrefix}trip:dst-munnar`]);
});

test("Forget my details asks first, away from Send: Keep them leaves the text, Yes empties form and device", async ({
  page,
}) => {
  await page.goto(ROUTES.contact);
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("Your name").fill("Meera Nair");
  await form.getByLabel("Message").fill("Two adults, five days in December.");
  const drafts = () =>
    page.evaluate(
      (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)).length,
      STORAGE_KEYS.draftPrefix,
    );
  await expect.poll(drafts).toBe(1);

  const forget = form.getByRole("button", { name: "Forget my details" });
  const send = form.getByRole("button", { name: "Send Message" });
  // Not beside Send: below its row, never on the same line.
  const [forgetBox, sendBox] = [await forget.boundingBox(), await send.boundingBox()];
  expect(forgetBox!.y).toBeGreaterThanOrEqual(sendBox!.y + sendBox!.height);

  await forget.click();
  const question = form.getByRole("group", { name: /Empty this form and remove your drafts/ });
  await expect(question.getByRole("button", { name: "Keep them" })).toBeFocused();
  await question.getByRole("button", { name: "Keep them" }).click();
  await expect(question).toBeHidden();
  await expect(form.getByLabel("Your name")).toHaveValue("Meera Nair");
  await expect(form.getByLabel("Message")).toHaveValue("Two adults, five days in December.");
  expect(await drafts()).toBe(1);

  await forget.click();
  await question.getByRole("button", { name: "Yes, forget my details" }).click();
  await expect(form.getByText(/Your details are no longer kept on this device/)).toBeVisible();
  await expect(form.getByLabel("Your name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  expect(await drafts()).toBe(0);
});
