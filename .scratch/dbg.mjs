import { chromium } from "@playwright/test";
const r = await fetch("http://127.0.0.1:9140/destinations", { signal: AbortSignal.timeout(2000) }).then(r => r.status, e => "ERR " + e.cause?.code + " " + e.message);
console.log(r, typeof chromium);
