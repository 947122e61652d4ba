import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { buildSite, changedFiles, makeThrowawayClone, startDecapServer } from "../scripts/throwaway-clone.mjs";

/*
 * Decap CMS at /admin/, with its local backend (decap-server) writing to a throwaway clone of the
 * repository, never this working tree. The admin is the one the suite's full build wrote (built with
 * GATSBY_CMS_LOCAL_BACKEND pointing at E2E_DECAP_PORT); the clone is rebuilt at the end to see the edits
 * on the built site. Runs once (desktop).
 */

const DECAP_PORT = Number(process.env.E2E_DECAP_PORT || 0);
const ADMIN = "/admin/";

type Block = { type: string; title?: string; slides?: { title: string }[] };
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as { blocks: Block[]; path?: string };

/** Every HTML and script file of the built site outside the admin's folder. */
function visitorFiles(root = "public"): string[] {
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => !file.startsWith(`admin${path.sep}`) && /\.(html|js)$/.test(file))
    .map((file) => path.join(root, file))
    .filter((file) => statSync(file).isFile());
}

/** How many list items a value holds at any depth: Decap renders a top bar for each, collapsed or not. */
const nestedItems = (value: unknown): number =>
  Array.isArray(value)
    ? value.length + value.reduce((sum: number, item) => sum + nestedItems(item), 0)
    : value && typeof value === "object"
      ? Object.values(value).reduce((sum: number, item) => sum + nestedItems(item), 0)
      : 0;

/** The index among all list-item top bars of block `index` (each block's nested items follow its own bar). */
const blockBar = (blocks: unknown[], index: number) =>
  index + blocks.slice(0, index).reduce((sum: number, block) => sum + nestedItems(block), 0);

test.describe("the CMS costs visitors nothing", () => {
  test.skip(({ isMobile }) => isMobile, "file checks, once");

  test("no visitor page or script mentions the admin or Decap", () => {
    const files = visitorFiles();
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => /\/admin\/|decap/i.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  test("/admin/ is noindex, outside the sitemap, with its own policy", async ({ request }) => {
    const admin = await request.get(ADMIN);
    expect(admin.status()).toBe(200);
    expect(await admin.text()).toContain('<meta name="robots" content="none">');
    expect(admin.headers()["x-robots-tag"]).toBe("noindex");
    const adminPolicy = admin.headers()["content-security-policy"] ?? "";
    expect(adminPolicy).toContain("'unsafe-eval'");
    const home = await request.get("/");
    expect(home.headers()["content-security-policy"]).not.toContain("unsafe-eval");
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).not.toContain("/admin");
  });
});

/** The CSP violations of a page, recorded from before its first script. */
const recordViolations = () =>
  document.addEventListener("securitypolicyviolation", (event) => {
    const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
    list.push(`${event.effectiveDirective}: ${event.blockedURI}`);
  });

async function openAdmin(page: Page, hash: string) {
  await page.addInitScript(recordViolations);
  await page.goto(`${ADMIN}#${hash}`);
  await page.getByRole("button", { name: "Login" }).click();
}

/** The preview pane's document (Decap renders it in an iframe). */
const preview = (page: Page) => page.frameLocator("iframe").first();

test.describe("editing in Decap CMS against a throwaway clone", () => {
  test.skip(({ isMobile }) => isMobile, "one browser is enough for the editing flow");
  test.skip(!DECAP_PORT, "E2E_DECAP_PORT is set by scripts/e2e.mjs");
  test.describe.configure({ mode: "serial" });
  // The landing-page test may take 20 minutes for its build; a field that is not there must fail in seconds.
  test.use({ actionTimeout: 15_000 });

  let clone: ReturnType<typeof makeThrowawayClone>;
  let server: Awaited<ReturnType<typeof startDecapServer>>;
  test.beforeAll(async () => {
    clone = makeThrowawayClone();
    server = await startDecapServer(clone.dir, DECAP_PORT);
  });
  test.afterAll(async () => {
    await server?.stop();
    clone?.remove();
  });

  const homeFile = () => path.join(clone.dir, "content/pages/home.json");
  const newTitle = "Monsoon magic on the backwaters, by e2e";

  test("change the hero's first title, publish: the file changes, the preview shows it styled", async ({ page }) => {
    const before = readJson(homeFile());
    await openAdmin(page, "/collections/pages/entries/home");

    // Every list item has a top bar (with its collapse button and drag handle), nested ones after their block's.
    await expect(topBars(page)).toHaveCount(nestedItems(before.blocks));
    // Open the hero block and its first slide (the bar right after the hero's), and change the slide's title.
    await topBars(page).nth(0).locator("button").first().click();
    await topBars(page).nth(1).locator("button").first().click();
    const title = page.locator(`input[value="${before.blocks[0]!.slides![0]!.title}"]`).first();
    await title.fill(newTitle);

    // The preview renders the new title with the hero component and the site's CSS (cms.css).
    const heading = preview(page).getByText(newTitle).first();
    await expect(heading).toBeVisible();
    const fontFamily = await heading.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(fontFamily).toMatch(/DM Serif Display/i);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });

    const after = readJson(homeFile());
    expect(after.blocks[0]!.slides![0]!.title).toBe(newTitle);
    expect(changedFiles(clone.dir)).toEqual(["content/pages/home.json"]);
    expect(
      await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
    ).toEqual([]);
  });

  test("move two blocks by their drag handles, publish: the file has the new order", async ({ page }) => {
    const before = readJson(homeFile());
    await openAdmin(page, "/collections/pages/entries/home");
    await expect(topBars(page)).toHaveCount(nestedItems(before.blocks));
    await moveBlock(page, blockBar(before.blocks, 1), blockBar(before.blocks, 2));
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });
    // The two blocks swapped, each with all its content; nothing else changed.
    const [first, second, third, ...rest] = before.blocks;
    expect(readJson(homeFile()).blocks).toEqual([first, third, second, ...rest]);
    expect(changedFiles(clone.dir)).toEqual(["content/pages/home.json"]);
  });

  test("a required field left empty shows the CMS's message and writes nothing", async ({ page }) => {
    const before = readFileSync(homeFile(), "utf8");
    await openAdmin(page, "/collections/pages/entries/home");
    await page.getByLabel("Title", { exact: true }).first().fill("");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Oops, you've missed a required field. Please complete before saving.")).toBeVisible();
    await expect(page.getByText("Title is required.").first()).toBeVisible();
    expect(readFileSync(homeFile(), "utf8")).toBe(before);
  });

  const privacyFile = () => path.join(clone.dir, "content/pages/privacy.json");
  const noticeTitle = "Privacy notice, edited by e2e";
  const noticeDate = "2027-01-15";

  // The build in the landing-page test below checks that this edit reaches the built /privacy.
  test("edit the privacy notice's title and date, publish: the file changes", async ({ page }) => {
    await openAdmin(page, "/collections/pages/entries/privacy");
    await page.getByLabel("Title", { exact: true }).first().fill(noticeTitle);
    // An optional field: Decap adds "optional" to its label.
    await page.getByLabel(/^Last updated/).fill(noticeDate);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });
    const after = readJson(privacyFile()) as unknown as { title: string; lastUpdated: string };
    expect(after).toMatchObject({ title: noticeTitle, lastUpdated: noticeDate });
    expect(changedFiles(clone.dir)).toContain("content/pages/privacy.json");
  });

  for (const name of ["team", "hotels", "transport"])
    test(`the ${name} list shows every record of content/${name}.json`, async ({ page }) => {
      const records = JSON.parse(readFileSync(path.join(clone.dir, `content/${name}.json`), "utf8")) as unknown[];
      expect(records.length).toBeGreaterThan(0);
      await openAdmin(page, `/collections/lists/entries/${name}`);
      await expect(topBars(page)).toHaveCount(nestedItems(records));
    });

  test("one field of Site facts saved: the file's diff is that line, and Prettier passes", async ({ page }) => {
    await openAdmin(page, "/collections/content/entries/site");
    await page.getByLabel("Tagline", { exact: true }).fill("Kerala and the world, planned by locals (e2e)");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });
    const diff = execFileSync("git", ["-C", clone.dir, "diff", "--unified=0", "content/site.json"], {
      encoding: "utf8",
    });
    const changed = diff.split("\n").filter((line) => /^[-+](?![-+])/.test(line));
    expect(changed).toHaveLength(2);
    expect(changed[1]).toContain('"tagline": "Kerala and the world, planned by locals (e2e)"');
    const prettier = path.resolve("node_modules/.bin/prettier");
    expect(() => execFileSync(prettier, ["--check", "content/site.json"], { cwd: clone.dir })).not.toThrow();
  });

  /**
   * Fills a new landing page's required fields and a Rich text block whose button goes to `target` (null: the
   * optional button left empty), and publishes.
   */
  async function newLandingPage(page: Page, address: string, target: string | null) {
    page.on("dialog", (dialog) => void dialog.accept());
    await openAdmin(page, "/collections/pages/new");
    await page.getByLabel("Address", { exact: true }).fill(address);
    await page.getByLabel("Title", { exact: true }).first().fill("A page by e2e");
    await page.getByLabel("Description", { exact: true }).fill("A landing page the CMS e2e test writes.");
    await page.getByRole("button", { name: /Add block\b/i }).click();
    await page.getByRole("menuitem", { name: "Rich text" }).click();
    await page.getByLabel("Title", { exact: true }).last().fill("Talk to us");
    await page.locator('[contenteditable="true"]').last().click();
    await page.keyboard.type("A planner answers within the hour.");
    if (target !== null) {
      await page
        .getByLabel(/^Label/)
        .last()
        .fill("Chat on WhatsApp");
      await page
        .getByLabel(/^Goes to/)
        .last()
        .fill(target);
    }
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
  }

  for (const [address, message] of [
    ["/About", /“?\/About”? is already the path of content\/pages\/about\.json/],
    ["/Kerala-Honeymoon/", /is already the path of content\/pages\/kerala-honeymoon\.json/],
    ["/contact", /is the address of a page the site makes itself/],
  ] as const)
    test(`a new page at ${address} is refused, naming why, and nothing is written`, async ({ page }) => {
      const before = changedFiles(clone.dir);
      await newLandingPage(page, address, "/contact");
      await expect(page.getByText(message).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText("Entry saved")).toBeHidden();
      expect(changedFiles(clone.dir)).toEqual(before);
    });

  test("a button to //host is refused, naming why, and nothing is written", async ({ page }) => {
    const before = changedFiles(clone.dir);
    await newLandingPage(page, "/e2e-protocol-relative", "//evil.example/offer");
    // The field's own pattern (the link rule of src/lib/links.ts) stops it before the save check.
    await expect(
      page.getByText("Goes to didn't match the pattern: must be a site path (/…), https://, mailto: or tel:.").first(),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Entry saved")).toBeHidden();
    expect(changedFiles(clone.dir)).toEqual(before);
  });

  test("a picture inserted by URL is refused, naming why, and nothing is written", async ({ page }) => {
    const before = changedFiles(clone.dir);
    page.on(
      "dialog",
      (dialog) => void dialog.accept(dialog.type() === "prompt" ? "https://example.com/beach.jpg" : undefined),
    );
    await openAdmin(page, "/collections/pages/new");
    await page.getByLabel("Address", { exact: true }).fill("/e2e-picture-by-url");
    await page.getByLabel("Title", { exact: true }).first().fill("A page by e2e");
    await page.getByLabel("Description", { exact: true }).fill("A landing page the CMS e2e test writes.");
    await page.getByRole("button", { name: "Insert from URL" }).first().click();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText(/must be a picture path relative to the file/).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText("Entry saved")).toBeHidden();
    expect(changedFiles(clone.dir)).toEqual(before);
  });

  test("a page whose optional button is left empty saves", async ({ page }) => {
    await newLandingPage(page, "/e2e-no-button", null);
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });
    const pages = changedFiles(clone.dir).filter((file) => file.startsWith("content/pages/"));
    const saved = pages
      .map((file) => readJson(path.join(clone.dir, file)))
      .find((json) => json.path === "/e2e-no-button");
    expect(saved?.blocks).toEqual([expect.not.objectContaining({ button: expect.anything() as unknown })]);
  });

  test("one sentence added to a PDF document: the file's diff is that paragraph, and Prettier passes", async ({
    page,
  }) => {
    const file = "content/pdf/domestic-tips.md";
    await openAdmin(page, "/collections/pdfs/entries/domestic-tips");
    await page.getByText("Our advice for holidays in Kerala").first().click();
    await page.keyboard.type(" Ask us for a printed copy.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });
    const diff = execFileSync("git", ["-C", clone.dir, "diff", "--unified=0", file], { encoding: "utf8" });
    const changed = diff.split("\n").filter((line) => /^[-+](?![-+])/.test(line));
    expect(changed).toHaveLength(2);
    // The words went where the click put the caret, inside the first paragraph: that paragraph is the diff.
    expect(changed[0]).toMatch(/^-Our advice for holidays/);
    expect(changed[1]).toMatch(/^\+Our advice for holidays.* Ask us for a printed copy\./);
    const prettier = path.resolve("node_modules/.bin/prettier");
    expect(() => execFileSync(prettier, ["--check", file], { cwd: clone.dir })).not.toThrow();
  });

  // The build in the landing-page test below checks that this page is built with its WhatsApp link.
  test("a button that opens WhatsApp is saved", async ({ page }) => {
    await newLandingPage(page, "/e2e-whatsapp", "https://wa.me/919447012345");
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });
    const pages = changedFiles(clone.dir).filter((file) => file.startsWith("content/pages/"));
    expect(pages.map((file) => readJson(path.join(clone.dir, file)).path)).toContain("/e2e-whatsapp");
  });

  test("a new landing page entry is a file that builds into a page, with the edited home page and notice", async ({
    page,
  }) => {
    test.setTimeout(20 * 60_000);
    await openAdmin(page, "/collections/pages/new");
    await page.getByLabel("Address", { exact: true }).fill("/e2e-monsoon-offer");
    await page.getByLabel("Title", { exact: true }).first().fill("Monsoon offer");
    await page.getByLabel("Description", { exact: true }).fill("Ayurveda and backwaters in the monsoon.");
    // Above the blocks, the preview shows the page as a search result and a shared card, from the fields as typed,
    // and says the description is too short to be shown as written.
    const seo = preview(page).getByRole("region", { name: "Search and sharing" });
    await expect(seo).toContainText("Monsoon offer | Keralam Holidays");
    await expect(seo).toContainText("› e2e-monsoon-offer");
    await expect(seo).toContainText("under 70, search engines often show words of their own choosing");
    await expect(seo.getByRole("img")).toHaveAttribute("src", "/og-default.jpg");
    await page.getByRole("button", { name: /Add block\b/i }).click();
    await page.getByRole("menuitem", { name: "Rich text" }).click();
    await page.getByLabel("Title", { exact: true }).last().fill("Why the monsoon");
    // The rich text's Markdown editor, then its optional Button: its fields are optional in the CMS (Decap adds
    // "optional" to their labels) and the save check asks for both once one is filled.
    await page.locator('[contenteditable="true"]').last().click();
    await page.keyboard.type("Quiet houseboats, **green** hills and Ayurveda at monsoon prices.");
    await page
      .getByLabel(/^Label/)
      .last()
      .fill("Ask for a plan");
    await page
      .getByLabel(/^Goes to/)
      .last()
      .fill("/contact");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });
    const created = changedFiles(clone.dir).filter(
      (file) => file.startsWith("content/pages/") && !file.endsWith("home.json") && !file.endsWith("privacy.json"),
    );
    expect(created.map((file) => readJson(path.join(clone.dir, file)).path)).toContain("/e2e-monsoon-offer");

    const api = process.env.E2E_API_URL!;
    const build = await buildSite(clone.dir, { ADMIN_API_URL: api, API_URL: api, GATSBY_ADMIN_API_URL: api });
    expect(build.code, build.output.slice(-3000)).toBe(0);
    const home = readFileSync(path.join(clone.dir, "public/index.html"), "utf8");
    expect(home).toContain(newTitle);
    // The sections are in the order the CMS saved, the two moved blocks included.
    const headings = [...home.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
      match[1]!.replace(/<[^>]+>/g, "").trim(),
    );
    const saved = readJson(homeFile()).blocks.flatMap((block) => (block.title ? [block.title] : []));
    expect(saved.length).toBeGreaterThan(5);
    expect(headings.filter((heading) => saved.includes(heading))).toEqual(saved);
    expect(saved.indexOf("Popular destinations")).toBeLessThan(saved.indexOf("Deals and offers"));
    const landing = readFileSync(path.join(clone.dir, "public/e2e-monsoon-offer/index.html"), "utf8");
    expect(landing).toContain("Why the monsoon");
    // The page whose button opens WhatsApp, saved above, and the edited tagline.
    expect(readFileSync(path.join(clone.dir, "public/e2e-whatsapp/index.html"), "utf8")).toContain(
      'href="https://wa.me/919447012345"',
    );
    expect(home).toContain("Kerala and the world, planned by locals (e2e)");
    // The privacy notice edited above, with its new version date.
    const notice = readFileSync(path.join(clone.dir, "public/privacy/index.html"), "utf8");
    expect(notice).toContain(noticeTitle);
    expect(notice).toMatch(/<time datetime="2027-01-15">/i);
  });
});

/** The top bars of the list items on screen (emotion labels its classes with the component's name). */
const topBars = (page: Page) => page.locator('[class*="StyledListItemTopBar"]');

/**
 * Drags list item `from` (counted by top bars) onto the place of item `to`, by its drag handle. Decap's list
 * sorts with dnd-kit: the drag starts after the pointer has moved 4 px, and the item whose centre is closest to
 * the dragged item's centre takes its place, so the pointer travels exactly the distance between the centres.
 */
async function moveBlock(page: Page, from: number, to: number) {
  const items = topBars(page).locator("xpath=..");
  // The pointer can only reach what is on screen: the editor pane scrolls, so bring the pair to its middle.
  await items.nth(from).evaluate((item) => item.scrollIntoView({ block: "center" }));
  const [source, target] = await Promise.all([items.nth(from).boundingBox(), items.nth(to).boundingBox()]);
  const handle = await topBars(page).nth(from).locator('[class*="DragIconContainer"]').boundingBox();
  if (!source || !target || !handle) throw new Error("no sortable list items with drag handles");
  const x = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  const distance = target.y + target.height / 2 - (source.y + source.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + Math.sign(distance) * 8, { steps: 4 });
  await page.mouse.move(x, y + distance, { steps: 20 });
  await page.mouse.up();
}
