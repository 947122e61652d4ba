import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
await page.goto("file:///tmp/pdfout/assets/pdf/" + process.argv[2]).catch(e => console.log(e.message));
await page.waitForTimeout(3000);
await page.screenshot({ path: "/tmp/pdf-" + process.argv[2] + ".png" });
await browser.close();
