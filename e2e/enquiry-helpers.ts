import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { api } from "./fixtures";

/**
 * Contact faults are global to the one reference API that both Playwright workers share. Every test
 * that posts an enquiry runs its sending step inside this cross-process lock, and fault injection
 * happens only inside it, so no test ever sends into another test's injected failure.
 */
export async function withContactsEndpoint<T>(fn: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `e2e-contacts-${new URL(api.url).port}.lock`);
  const holder = path.join(lock, "pid");
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(holder, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A lock is stale only when the process that took it is gone (a killed run), never because a sending step
      // is slow: a live holder is waited for, however long it takes, up to this test's own deadline.
      if (!holderAlive(holder)) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`waited 60 s for ${lock}, held by process ${readHolder(holder)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const readHolder = (file: string) => Number(readFileSync(file, { encoding: "utf8", flag: "r" }).trim() || "0");

/**
 * Whether the process named in the lock still runs. A lock whose pid is not written yet counts as held for 5 s
 * (the holder writes it right after making the folder; a run killed in between leaves it empty for good).
 */
function holderAlive(file: string): boolean {
  let pid = 0;
  try {
    pid = readHolder(file);
  } catch {
    // no pid file yet
  }
  if (!pid) return Date.now() - (statSync(path.dirname(file), { throwIfNoEntry: false })?.mtimeMs ?? 0) < 5_000;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Sends with the API answering `fault` (500, a dropped connection, a lost reply) and restores it at once. */
export async function sendWhileFailing(
  fault: { status?: number | "drop"; dropReply?: boolean; times?: number },
  send: () => Promise<void>,
) {
  await withContactsEndpoint(async () => {
    await api.setFaults({ contacts: fault });
    try {
      await send();
    } finally {
      await api.setFaults(null);
    }
  });
}

/** A marker unique to one test run in one project, so assertions ignore every other enquiry. */
export const uniqueMarker = (project: string) =>
  `${project}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export const storedWith = async (marker: string) =>
  (await api.contacts()).filter((enquiry) => Object.values(enquiry).some((value) => String(value).includes(marker)));

export interface Typed {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
}

/** The API takes a submit within 3 s of the first keystroke for a bot; people are slower than Playwright. */
const HUMAN_PAUSE_MS = 3_200;

/**
 * A person's pause before sending, without the test waiting it out: the page's `Date.now` (what the form's fill clock
 * reads) moves on 3.2 s, as the time a visitor took would. Only Date.now: Playwright's clock also fakes the timers
 * and performance.now that the page's hydration in turns reads (see currency.spec.ts). A page opened afterwards has
 * the real time again.
 */
export async function humanPause(page: Page) {
  await page.evaluate((ms) => {
    const now = Date.now.bind(Date);
    Date.now = () => now() + ms;
  }, HUMAN_PAUSE_MS);
}

export async function fillEnquiry(form: Locator, typed: Typed, { quick = false }: { quick?: boolean } = {}) {
  await form.getByLabel("Your name").fill(typed.name);
  await form.getByLabel("E-mail", { exact: true }).fill(typed.email);
  if (typed.phone !== undefined) await form.getByLabel("Phone (optional)").fill(typed.phone);
  if (typed.subject !== undefined) await form.getByLabel("Subject").fill(typed.subject);
  await form.getByLabel("Message").fill(typed.message);
  if (!quick) await humanPause(form.page());
}

export async function expectFormHolds(form: Locator, typed: Typed) {
  await expect(form.getByLabel("Your name")).toHaveValue(typed.name);
  await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue(typed.email);
  if (typed.phone !== undefined) await expect(form.getByLabel("Phone (optional)")).toHaveValue(typed.phone);
  if (typed.subject !== undefined) await expect(form.getByLabel("Subject")).toHaveValue(typed.subject);
  await expect(form.getByLabel("Message")).toHaveValue(typed.message);
}

/** Sends the form, in the contacts endpoint's lock, and waits for the API to take it (201). */
export async function sendAccepted(form: Locator) {
  await withContactsEndpoint(async () => {
    const answered = form
      .page()
      .waitForResponse(
        (response) => response.url().endsWith("/api/contacts") && response.request().method() === "POST",
      );
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await answered).status()).toBe(201);
  });
}

export const successToast = (page: Page) => page.getByRole("status").filter({ hasText: "Message sent successfully!" });
export const failureToast = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." });

/** Waits for the toast and returns when it appeared (ms since epoch). */
export async function appeared(toast: Locator): Promise<number> {
  await expect(toast).toBeVisible();
  return Date.now();
}

/** A toast shown at `shownAt` stays about `ms`: still there shortly before, gone (after its exit animation) soon after. */
export async function expectToastLasts(toast: Locator, ms: number, shownAt: number) {
  await toast.page().waitForTimeout(Math.max(0, shownAt + ms - 600 - Date.now()));
  await expect(toast).toBeVisible({ timeout: 1 });
  await expect(toast).toBeHidden({ timeout: 2_500 });
  expect(Date.now() - shownAt).toBeGreaterThan(ms);
}

/**
 * The browser logs a failed request (and, for injected faults, which carry no CORS headers, a CORS
 * message) as console errors. They are expected here: remove them, but insist they were about the
 * contacts endpoint, so any other console error still fails the test.
 */
export function allowFailedContactRequests(consoleErrors: string[]) {
  const expected = (text: string) => /api\/contacts|^Failed to load resource/.test(text);
  expect(consoleErrors.some(expected), "the failed request was logged").toBe(true);
  const others = consoleErrors.filter((text) => !expected(text));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/** The lasting note after a send that failed for now: the enquiry is in the outbox. */
export const savedNote = (form: Locator) => form.getByText(/Your enquiry is saved on this device/);

/** What the `online` event starts: the outbox sends what is waiting, without a click. */
export const goOnline = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event("online")));
