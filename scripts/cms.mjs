// `npm run cms`: edit the content locally in Decap CMS, with the same drafts → In review → Ready → Publish
// flow as production. Starts the reference content API (unless ADMIN_API_URL points at a real backend),
// Decap's local backend (decap-server in its git mode: a draft is a branch `cms/<collection>/<entry>` of this
// repository, publishing merges it into the current branch as a commit) and `gatsby develop`, then prints
// where to click. Ctrl+C stops all three.
import { execFileSync } from "node:child_process";
import { startProcess, stopAll, waitForHttp } from "./processes.mjs";
import { writeBlockOutputs } from "./blocks.mjs";
import { startPublishedContent } from "./published-content.mjs";

const git = (...args) => execFileSync("git", args, { encoding: "utf8", stdio: "pipe" }).trim();

// decap-server commits with `git add .`: uncommitted work would go into the marketer's draft.
const uncommitted = git("status", "--porcelain");
if (uncommitted) {
  console.error(
    "npm run cms: commit or stash these changes first. Each CMS save commits everything in the working tree " +
      `to the draft's branch, so they would be published with it:\n${uncommitted}`,
  );
  process.exit(1);
}
const branch = git("rev-parse", "--abbrev-ref", "HEAD");

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
  // src/cms/cms.tsx: the CMS edits this repository through decap-server instead of GitHub, publishing to
  // the branch checked out now.
  GATSBY_CMS_LOCAL_BACKEND: localBackend,
  GATSBY_CMS_BRANCH: branch,
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
  // MODE=git: the editorial workflow on local branches (what differs from GitHub: docs/cms.md, "Local editing").
  startProcess("decap-server", "node", ["node_modules/decap-server/dist/index.js"], {
    ...env,
    PORT: DECAP_PORT,
    BIND_HOST: HOST,
    MODE: "git",
    GIT_REPO_DIRECTORY: process.cwd(),
  });
  await writeBlockOutputs(process.cwd());
  // The site shows content/ as published on the branch, not the drafts decap-server checks out for a moment.
  const published = startPublishedContent(process.cwd(), branch);
  process.on("exit", published.stop);
  startProcess("develop", "npx", ["gatsby", "develop", "--host", HOST, "--port", SITE_PORT], {
    ...env,
    CMS_PUBLISHED_CONTENT: published.content,
  });
  await waitForHttp(`http://${HOST}:${SITE_PORT}/admin/`, 15 * 60_000);
  console.log(
    `\nThe CMS is ready at http://${HOST}:${SITE_PORT}/admin/ (click "Login" — no account needed locally).` +
      `\nSaves are drafts on cms/… branches; "Publish" merges one into ${branch}.` +
      `\nThe site, rebuilt as you save: http://${HOST}:${SITE_PORT}/  ·  Ctrl+C stops the CMS, the site and the API.\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
