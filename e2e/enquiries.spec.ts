import { ROUTES } from "./routes";
import {
  api,
  expect,
  expectNoAxeViolations,
  gotoBeforeHydration,
  holdScripts,
  isHydrated,
  gotoExtraBuild,
  test,
  waitForHydration,
} from "./fixtures";
import {
  allowFailedContactRequests,
  appeared,
  expectFormHolds,
  expectToastLasts,
  failureToast,
  fillEnquiry,
  goOnline,
  humanPause,
  savedNote,
  sendAccepted,
  sendWhileFailing,
  storedWith,
  successToast,
  uniqueMarker,
  withContactsEndpoint,
  type Typed,
} from "./enquiry-helpers";

const CHAT_SCRIPT = "https://embed.tawk.to/keralamholidays/default";

/** Text that breaks naive code: quotes, &, emoji, Malayalam script, newlines. */
const enquiryFor = (marker: string): Typed => ({
  name: `Anu "Tom" & Co 🌴`,
  email: "anu.tom@example.in",
  phone: "+91 94470 12345",
  subject: `Munnar & Thekkady, 3 nights (${marker})`,
  message: `Two adults & one child.\nമൂന്നാർ യാത്ര — June?\nRef ${marker}`,
});

test.describe("sending an enquiry", () => {
  test("from /contact: 'Sending...', then stored exactly as typed, a 2 s success toast, the form cleared", async ({
    page,
  }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    const typed = enquiryFor(marker);
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await fillEnquiry(form, typed);
    // Hold the request briefly (in this page only) so the sending state can be seen.
    await page.route(`${api.url}/api/contacts`, async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const shownAt = await withContactsEndpoint(async () => {
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
      return appeared(successToast(page));
    });
    await expectToastLasts(successToast(page), 2_000, shownAt);
    const stored = await storedWith(marker);
    expect(stored).toEqual([expect.objectContaining({ ...typed })]);
    // At a person's pace (fillEnquiry's pause), so not set aside as a bot's: the API flags a send within 3 s.
    expect(stored[0]).not.toHaveProperty("suspect");
    await expectFormHolds(form, { name: "", email: "", phone: "", subject: "", message: "" });
    const chat = form.getByRole("link", { name: /continue on WhatsApp/ });
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    await expect(chat).toHaveAttribute("target", "_blank");
    const text = new URL((await chat.getAttribute("href")) ?? "").searchParams.get("text");
    expect(text).toBe(
      `Hi! I'm ${typed.name}.\nE-mail: ${typed.email}\nPhone: ${typed.phone}\nSubject: ${typed.subject}\n\n${typed.message}`,
    );
  });

  test("typed on /contact before the scripts arrive: still there once hydrated, and stored as typed", async ({
    page,
  }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    const typed = enquiryFor(marker);
    const release = await holdScripts(page);
    await gotoBeforeHydration(page, ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    // A slow phone: the visitor writes the whole enquiry into the server's HTML.
    await fillEnquiry(form, typed, { quick: true });
    expect(await isHydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    await expectFormHolds(form, typed);
    await sendAccepted(form);
    await expect(successToast(page)).toBeVisible();
    // Typed before the script, so not flagged as a bot's speed: stored once, exactly as typed.
    expect(await storedWith(marker)).toEqual([expect.objectContaining({ ...typed })]);
    expect((await storedWith(marker))[0]).not.toHaveProperty("suspect");
    await expectFormHolds(form, { name: "", email: "", phone: "", subject: "", message: "" });
  });

  test("from /faq, by keyboard alone: every question opens and closes, and the form sends", async ({
    page,
  }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    await page.goto(ROUTES.faq);
    const questions = page.locator("summary").filter({ has: page.getByRole("heading", { name: /^Q\d+ / }) });
    const item = (question: typeof questions) => question.locator("xpath=..");
    const count = await questions.count();
    expect(count).toBeGreaterThan(1);
    await expect(item(questions.first())).toHaveAttribute("open");
    // Tab from the top of the page to the first question.
    for (let presses = 0; presses < 80; presses += 1) {
      await page.keyboard.press("Tab");
      if (await questions.first().evaluate((button) => button === document.activeElement)) break;
    }
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(item(questions.first())).not.toHaveAttribute("open");
    for (let index = 0; index < count; index += 1) {
      const question = questions.nth(index);
      if (index > 0) await page.keyboard.press("Tab");
      await expect(question).toBeFocused();
      await page.keyboard.press(index % 2 ? " " : "Enter");
      await expect(item(question)).toHaveAttribute("open");
      await expect(item(question).locator("p")).toBeVisible();
    }
    const form = page.getByRole("form", { name: "Do You Have Any More Questions?" });
    const typed = {
      name: "Keyboard Visitor",
      email: "keys@example.in",
      phone: "",
      subject: `Visa question ${marker}`,
      message: `Do you help with Schengen visas? ${marker}`,
    };
    for (const value of [typed.name, typed.email, typed.phone, typed.subject, typed.message]) {
      await page.keyboard.press("Tab");
      if (value) await page.keyboard.type(value);
    }
    await humanPause(page);
    // Past the offers box (left unticked) and the privacy notice's link to the button.
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox", { name: /travel offers/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("link", { name: "Privacy notice" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
    await withContactsEndpoint(async () => {
      await page.keyboard.press("Enter");
      await expect(successToast(page)).toBeVisible();
    });
    expect(await storedWith(marker)).toEqual([expect.objectContaining(typed)]);
    await expect(form.getByLabel("Message")).toHaveValue("");
  });

  test("an empty or wrong form is marked inline, focuses the first problem and sends nothing", async ({ page }) => {
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByLabel("E-mail", { exact: true }).fill("meera@nowhere");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Your name")).toBeFocused();
    await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Your name")).toHaveAccessibleDescription("Name is required");
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(
      "Enter a valid e-mail address",
    );
    await expect(successToast(page)).toHaveCount(0);
    await expect(failureToast(page)).toHaveCount(0);
  });

  test("clicking Send twice quickly stores one enquiry", async ({ page }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await fillEnquiry(form, enquiryFor(marker));
    await withContactsEndpoint(async () => {
      await form.getByRole("button", { name: "Send Message" }).dblclick();
      await expect(successToast(page)).toBeVisible();
    });
    await page.waitForTimeout(500);
    expect(await storedWith(marker)).toHaveLength(1);
  });

  test("markup in every field is stored as text and never executed", async ({ page }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const typed: Typed = {
      name: `<img src=x onerror=alert(1)> ${marker}`,
      // Angle brackets are refused in an e-mail address (shared input rules), so markup goes in the other fields.
      email: "anu.tom@example.in",
      phone: "",
      subject: `<script>alert(3)</script> ${marker}`,
      message: `"><svg onload=alert(4)></svg>\n<a href="javascript:alert(5)">x</a> ${marker}`,
    };
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await fillEnquiry(form, typed);
    await withContactsEndpoint(async () => {
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(successToast(page)).toBeVisible();
    });
    expect(await storedWith(marker)).toEqual([expect.objectContaining({ ...typed })]);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
  });
});

test.describe("when sending fails", () => {
  // Faults are global to the shared API: these tests run one at a time, and each fault is set and cleared by
  // sendWhileFailing inside the cross-worker lock (a reset out here could clear another worker's fault mid-test).
  test.describe.configure({ mode: "serial" });

  test("offline: saved on this device, then stored once when the device is back online, without a click", async ({
    page,
    watch,
  }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    const typed = enquiryFor(marker);
    await page.goto(ROUTES.faq);
    const form = page.getByRole("form", { name: "Do You Have Any More Questions?" });
    await fillEnquiry(form, typed);
    await page.context().setOffline(true);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(savedNote(form)).toBeFocused();
    await expect(form.getByRole("link", { name: "by e-mail" })).toHaveAttribute("href", /^mailto:.*body=/);
    await expect(page.getByText(`“${typed.subject}” is saved on this device`)).toBeVisible();
    await expectFormHolds(form, { name: "", email: "", phone: "", subject: "", message: "" });
    expect(await storedWith(marker)).toEqual([]);
    await withContactsEndpoint(async () => {
      await page.context().setOffline(false);
      await expect(page.getByText("Your saved enquiry has reached our office. Thank you!")).toBeVisible();
    });
    expect(await storedWith(marker)).toEqual([expect.objectContaining({ ...typed })]);
    expect(await page.evaluate(() => localStorage.getItem("enquiry-outbox"))).toBeNull();
    allowFailedContactRequests(watch.consoleErrors);
  });

  test("the API is down: saved, then stored once on the next page load", async ({ page, watch }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    const typed = enquiryFor(marker);
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await fillEnquiry(form, typed);
    await sendWhileFailing({ status: "drop" }, async () => {
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(savedNote(form)).toBeVisible();
    });
    expect(await storedWith(marker)).toEqual([]);
    await withContactsEndpoint(async () => {
      await page.goto(ROUTES.about);
      await expect.poll(async () => (await storedWith(marker)).length).toBe(1);
    });
    await expect.poll(() => page.evaluate(() => localStorage.getItem("enquiry-outbox"))).toBeNull();
    expect(await storedWith(marker)).toEqual([expect.objectContaining({ ...typed })]);
    allowFailedContactRequests(watch.consoleErrors);
  });

  test("the API answers 500 to the first two tries: stored once", async ({ page, watch }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await fillEnquiry(form, enquiryFor(marker));
    await sendWhileFailing({ status: 500, times: 2 }, async () => {
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(savedNote(form)).toBeVisible();
      await goOnline(page);
      await page.waitForTimeout(500);
      expect(await storedWith(marker)).toEqual([]);
      await goOnline(page);
      await expect(page.getByText("Your saved enquiry has reached our office. Thank you!")).toBeVisible();
    });
    expect(await storedWith(marker)).toHaveLength(1);
    allowFailedContactRequests(watch.consoleErrors);
  });

  test("a lost reply (stored, then the connection dropped) and the retry: stored once", async ({
    page,
    watch,
  }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await fillEnquiry(form, enquiryFor(marker));
    await sendWhileFailing({ dropReply: true, times: 1 }, async () => {
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(savedNote(form)).toBeVisible();
      expect(await storedWith(marker)).toHaveLength(1);
      await goOnline(page);
      await expect(page.getByText("Your saved enquiry has reached our office. Thank you!")).toBeVisible();
    });
    await page.waitForTimeout(300);
    expect(await storedWith(marker)).toHaveLength(1);
    allowFailedContactRequests(watch.consoleErrors);
  });

  test("a 429 says when it will be sent and offers WhatsApp; a 413 is shown on the message field", async ({
    page,
    watch,
  }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const answer = { status: 429, headers: { "retry-after": "120" } };
    await page.route(`${api.url}/api/contacts`, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: answer.status,
            contentType: "application/json",
            headers: {
              ...answer.headers,
              "access-control-allow-origin": new URL(page.url()).origin,
              "access-control-expose-headers": "Retry-After",
            },
            body: JSON.stringify({ error: "Too many requests" }),
          })
        : route.continue(),
    );
    await fillEnquiry(form, enquiryFor(marker), { quick: true });
    await form.getByRole("button", { name: "Send Message" }).click();
    const note = form.getByText(/We have had many enquiries from your connection/);
    await expect(note).toBeFocused();
    await expect(note).toContainText("will be sent by itself in about 2 minutes");
    await expect(note.getByRole("link", { name: /on WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);

    Object.assign(answer, { status: 413, headers: {} });
    await fillEnquiry(form, enquiryFor(marker), { quick: true });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription(
      "This message is too long to send; please shorten it",
    );
    await expect(form.getByLabel("Message")).toBeFocused();
    allowFailedContactRequests(watch.consoleErrors);
  });
});

test.describe("spam and hygiene", () => {
  test("a filled honeypot: thanked with a 201, not stored; a person at autofill speed (every field at once, sent 1.2 s later): thanked and stored once, flagged", async ({
    page,
  }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await expect(form.getByRole("textbox", { name: "Leave this empty" })).toHaveCount(0);
    const before = await api.spam();
    await fillEnquiry(form, enquiryFor(`${marker}-trap`));
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = "http://spam.example";
    });
    await sendAccepted(form);
    await expect(successToast(page)).toBeVisible();
    await page.reload();
    // Text typed before the script runs counts as typed long ago (a slow phone), so wait for it here.
    await waitForHydration(page);
    await fillEnquiry(form, enquiryFor(`${marker}-fast`), { quick: true });
    await page.waitForTimeout(1_200);
    await sendAccepted(form);
    await expect(form.getByText(/Thank you, we have your enquiry/)).toBeVisible();
    expect(await storedWith(`${marker}-trap`)).toEqual([]);
    expect(await storedWith(`${marker}-fast`)).toEqual([expect.objectContaining({ suspect: "tooFast" })]);
    const after = await api.spam();
    expect(after.honeypot).toBeGreaterThan(before.honeypot);
    expect(after.tooFast).toBeGreaterThan(before.tooFast);
  });

  test("a CR/LF in the name (from a saved draft) shows a field message and sends nothing", async ({ page }) => {
    await page.goto(ROUTES.contact);
    await page.evaluate(() =>
      localStorage.setItem(
        "enquiry-draft:contact",
        JSON.stringify({
          savedAt: Date.now(),
          enquiry: {
            name: "Meera\r\nBcc: x@example.in",
            email: "meera@example.in",
            subject: "Munnar",
            message: "June",
          },
        }),
      ),
    );
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/contacts")) posts += 1;
    });
    await page.reload();
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Your name")).toHaveAccessibleDescription(
      "Name cannot contain line breaks or hidden control characters",
    );
    await expect(form.getByLabel("Your name")).toBeFocused();
    expect(posts).toBe(0);
  });
});

test.describe("pages", () => {
  test("/contact: tel: and mailto: links, no Book Now, axe clean; the map costs nothing until asked for", async ({
    page,
    watch,
  }) => {
    await page.goto(ROUTES.contact);
    await page.waitForLoadState("load");
    const details = page.getByRole("region", { name: "Get in touch" });
    await expect(details.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(details.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(details.getByRole("link", { name: /Watch our video/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book Now" }).filter({ visible: true })).toHaveCount(0);
    await expectNoAxeViolations(page, "main");
    await page.waitForTimeout(500);
    expect(watch.foreignRequests.filter((href) => href.includes("www.google.com"))).toEqual([]);
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.getByTitle(/^Map: /)).toBeVisible();
    await expect.poll(() => watch.foreignRequests.filter((href) => href.includes("www.google.com")).length).toBe(1);
  });

  test("/faq: only active questions, labelled in order, first open; axe clean", async ({ page }) => {
    await page.goto(ROUTES.faq);
    const questions = page.getByRole("button", { name: /^Q\d+ / });
    const labels = await questions.evaluateAll((buttons) =>
      buttons.map((button) => button.textContent?.match(/^Q\d+/)?.[0]),
    );
    expect(labels).toEqual(labels.map((_, index) => `Q${index + 1}`));
    // The seed has 2 inactive questions among its FAQs.
    await expect(page.getByText("Error Loading FAQs")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Do You Have Any More Questions?" })).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });

  test("/faq after a build whose FAQ fetch failed: the error block, and Try Again reloads", async ({ page }) => {
    await gotoExtraBuild(page, "partial", ROUTES.faq);
    await expect(page.getByRole("heading", { name: "Error Loading FAQs" })).toBeVisible();
    await expect(page.getByText("Failed to load FAQs", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Q\d+ / })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Do You Have Any More Questions?" })).toBeVisible();
    await expectNoAxeViolations(page, "main");
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Try Again" }).click()]);
    await expect(page.getByRole("heading", { name: "Error Loading FAQs" })).toBeVisible();
  });
});

test.describe("live chat", () => {
  test("the chat script loads only when the visitor clicks the chat button, once, across five pages", async ({
    page,
    watch,
  }) => {
    const response = await page.goto(ROUTES.home, { waitUntil: "load" });
    // Not in the HTML, and not requested by a visitor who scrolls, points and types: only a click on the bubble.
    expect(await response?.text()).not.toContain("embed.tawk.to");
    const chatTags = page.locator(`script[src="${CHAT_SCRIPT}"]`);
    await page.mouse.wheel(0, 400);
    await page.keyboard.press("Tab");
    await page.waitForTimeout(1_500);
    await expect(chatTags).toHaveCount(0);
    expect(watch.foreignRequests).toEqual([]);
    await page.getByRole("button", { name: "Chat with us" }).click();
    await expect(chatTags).toHaveCount(1, { timeout: 10_000 });
    const footer = page.getByRole("contentinfo");
    for (const [label, url] of [
      ["About Us", /\/about$/],
      ["Blog", /\/blog$/],
      ["FAQ", /\/faq$/],
      ["Contact us", /\/contact$/],
    ] as const) {
      // Followed with the keyboard, not a click at a point: on the long home page the sections below the first
      // screen take their real height only as they come into view (content-visibility: auto, 325 px less in all
      // at 1280), so a click aimed at the footer after the jump to the bottom could land beside the link.
      const link = footer.getByRole("link", { name: label, exact: true });
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(url, { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await page.waitForTimeout(1_000);
    await expect(chatTags).toHaveCount(1);
    expect(watch.foreignRequests.filter((href) => href === CHAT_SCRIPT)).toHaveLength(1);
  });
});

test("an enquiry on /service-details is stored with the subject the visitor writes", async ({ page }, testInfo) => {
  const marker = uniqueMarker(testInfo.project.name);
  await page.goto(ROUTES.serviceDetails);
  const form = page.getByRole("form", { name: "Ask about a service" });
  await fillEnquiry(form, {
    name: "Devika Nair",
    email: "devika@example.in",
    subject: "Visa for Dubai",
    message: `How long does a Dubai tourist visa take? ${marker}`,
  });
  await withContactsEndpoint(async () => {
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(successToast(page)).toBeVisible();
  });
  expect(await storedWith(marker)).toEqual([
    expect.objectContaining({
      name: "Devika Nair",
      email: "devika@example.in",
      subject: "Visa for Dubai",
      message: `How long does a Dubai tourist visa take? ${marker}`,
    }),
  ]);
});

test("from a destination details page: stored as typed with the trip, its line in the message, the form cleared", async ({
  page,
}, testInfo) => {
  const marker = uniqueMarker(testInfo.project.name);
  const typed = enquiryFor(marker);
  await page.goto(ROUTES.destinationDetails);
  const form = page.getByRole("form", { name: "Ask us about Munnar" });
  const trip = form.getByRole("group", { name: "Your trip" });
  await trip.getByRole("radio", { name: "I'm flexible" }).check();
  await trip.getByLabel("Adults").fill("2");
  await trip.getByLabel("Children").fill("1");
  await trip.getByLabel("Age of child 1").fill("7");
  await trip.getByLabel("Rooms").fill("1");
  await trip.getByLabel("Leaving from (city)").fill("Kochi");
  await fillEnquiry(form, typed);
  await withContactsEndpoint(async () => {
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(successToast(page)).toBeVisible();
  });
  expect(await storedWith(marker)).toEqual([
    expect.objectContaining({
      ...typed,
      message: `${typed.message}\n\nTravel: dates flexible · 2 adults, 1 child (7) · 1 room · from Kochi`,
      trip: { when: { type: "flexible" }, adults: 2, children: [7], rooms: 1, from: "Kochi" },
    }),
  ]);
  // Cleared back to how the form starts on a trip's page: the subject names the trip again, the trip is empty.
  await expectFormHolds(form, { name: "", email: "", phone: "", subject: "Enquiry: Munnar", message: "" });
  await expect(trip.getByLabel("Adults")).toHaveValue("");
});

test("a trip's page loads its form's script as the visitor comes near the form; what is typed before it arrives is sent", async ({
  page,
}, testInfo) => {
  const marker = uniqueMarker(testInfo.project.name);
  const typed = enquiryFor(marker);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(ROUTES.destinationDetails);
  const form = page.getByRole("form", { name: "Ask us about Munnar" });
  // The page is hydrated; the form, screens below, is still the server's (the browser would check it).
  await expect(form).not.toHaveAttribute("novalidate");
  const loadedWithPage = scripts.length;
  const release = await holdScripts(page);
  await form.scrollIntoViewIfNeeded();
  // Coming near the form asks for its script (held here, as on a slow connection).
  await expect.poll(() => scripts.length).toBeGreaterThan(loadedWithPage);
  const trip = form.getByRole("group", { name: "Your trip" });
  await trip.getByRole("radio", { name: "I'm flexible" }).check();
  await trip.getByLabel("Adults").fill("2");
  await trip.getByLabel("Rooms").fill("1");
  await trip.getByLabel("Leaving from (city)").fill("Kochi");
  await fillEnquiry(form, typed);
  // Sending needs the script: until it is here the server's Send is disabled, so the form never leaves the page.
  const send = form.getByRole("button", { name: "Send Message" });
  await expect(send).toBeDisabled();
  release();
  await withContactsEndpoint(async () => {
    await send.click();
    await expect(successToast(page)).toBeVisible();
  });
  expect(await storedWith(marker)).toEqual([
    expect.objectContaining({
      ...typed,
      message: `${typed.message}\n\nTravel: dates flexible · 2 adults · 1 room · from Kochi`,
      trip: { when: { type: "flexible" }, adults: 2, children: [], rooms: 1, from: "Kochi" },
    }),
  ]);
});
