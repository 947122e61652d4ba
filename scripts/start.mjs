// `npm start`: build the site on the reference data and serve it, with nothing configured.
// Starts the reference content API (unless ADMIN_API_URL points at a real backend), builds, serves.
import { spawn } from "node:child_process";
import { waitForHttp, startProcess, stopAll } from "./processes.mjs";
import { writeBlockOutputs } from "./blocks.mjs";

const API_PORT = process.env.API_PORT || "4000";
const SITE_PORT = process.env.SITE_PORT || "9000";
const ownApi = !process.env.ADMIN_API_URL;
const apiUrl = process.env.ADMIN_API_URL || `http://127.0.0.1:${API_PORT}`;

const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  ADMIN_API_URL: apiUrl,
  GATSBY_ADMIN_API_URL: process.env.GATSBY_ADMIN_API_URL || apiUrl,
};

process.on("SIGINT", () => stopAll().then(() => process.exit(0)));
process.on("SIGTERM", () => stopAll().then(() => process.exit(0)));

if (ownApi) {
  startProcess("api", "node", ["server/index.mjs"], {
    ...env,
    PORT: API_PORT,
    SITE_ORIGIN: `http://127.0.0.1:${SITE_PORT},http://localhost:${SITE_PORT}`,
  });
  await waitForHttp(`${apiUrl}/api/health`, 15_000);
  console.log(`Reference content API at ${apiUrl} (seed data in server/seed/)`);
}

await writeBlockOutputs(process.cwd());
const build = spawn("npx", ["gatsby", "build"], { env, stdio: "inherit" });
const code = await new Promise((resolve) => build.on("exit", resolve));
if (code !== 0) {
  await stopAll();
  process.exit(code ?? 1);
}
startProcess("site", "node", ["scripts/serve.mjs"], { ...env, SITE_PORT });
await waitForHttp(`http://127.0.0.1:${SITE_PORT}/`, 15_000);
console.log(`\nThe site is ready at http://127.0.0.1:${SITE_PORT}  (Ctrl+C stops it and the API)\n`);
