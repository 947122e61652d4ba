import { chromium } from "@playwright/test";
const base = process.argv[2];
const paths = ["/destination/International", "/destination/Domestic?page=2", "/destinations?search=beach", "/destination-details/dst-dubai", "/destination-details/dst-athirappilly", "/Itinerary/dst-dubai"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 800 }]]) {
  const page = await browser.newPage({ viewport });
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForLoadState("load");
    await page.waitForTimeout(800);
    const file = `/tmp/shot-${name}-${p.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
