import { startProcess, stopAll } from "../scripts/processes.mjs";
startProcess("site", "node", ["scripts/serve.mjs"], { ...process.env, SITE_PORT: "4190" });
for (let i = 0; i < 10; i++) {
  await new Promise((r) => setTimeout(r, 700));
  const r = await fetch("http://127.0.0.1:4190/destinations", { signal: AbortSignal.timeout(2000) }).then(r => r.status, e => "ERR " + String(e.cause));
  console.log(r);
}
await stopAll();
