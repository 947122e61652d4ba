// `npm run cms`: edit the content locally in Decap CMS. Starts the reference content API (unless
// ADMIN_API_URL points at a real backend), Decap's local backend (decap-server, which reads and writes the
// files of this working tree) and `gatsby develop`, then prints where to click. Ctrl+C stops all three.
import { startProcess, stopAll, waitForHttp } from "./processes.mjs";

const API_PORT = process.env.API_PORT || "4000";
const SITE_PORT = process.env.SITE_PORT || "8000";
const DECAP_PORT = process.env.DECAP_SERVER_PORT || "8081";
const HOST = "127.0.0.1";
const ownApi = !process.env.ADMIN_API_URL;
const apiUrl = process.env.ADMIN_API_URL || `http://${HOST}:${API_PORT}`;
const localBackend = `http://${HOST}:${DECAP_PORT}/api/v1`;

const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  ADMIN_API_URL: apiUrl,
  GATSBY_ADMIN_API_URL: process.env.GATSBY_ADMIN_API_URL || apiUrl,
  // src/cms/cms.tsx: the CMS edits this working tree through decap-server instead of GitHub.
  GATSBY_CMS_LOCAL_BACKEND: localBackend,
};

const stop = () => stopAll().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

try {
  if (ownApi) {
    startProcess("api", "node", ["server/index.mjs"], {
      ...env,
      PORT: API_PORT,
      SITE_ORIGIN: `http://${HOST}:${SITE_PORT},http://localhost:${SITE_PORT}`,
    });
    await waitForHttp(`${apiUrl}/api/health`, 15_000);
  }
  // MODE=fs: saving in the CMS writes the file; you review and commit it with git as usual.
  startProcess("decap-server", "node", ["node_modules/decap-server/dist/index.js"], {
    ...env,
    PORT: DECAP_PORT,
    BIND_HOST: HOST,
    MODE: "fs",
    GIT_REPO_DIRECTORY: process.cwd(),
  });
  startProcess("develop", "npx", ["gatsby", "develop", "--host", HOST, "--port", SITE_PORT], env);
  await waitForHttp(`http://${HOST}:${SITE_PORT}/admin/`, 15 * 60_000);
  console.log(
    `\nThe CMS is ready at http://${HOST}:${SITE_PORT}/admin/ (click "Login" — no account needed locally).` +
      `\nThe site, rebuilt as you save: http://${HOST}:${SITE_PORT}/  ·  Ctrl+C stops the CMS, the site and the API.\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
