import { execFileSync } from "node:child_process";
import { CMS_BUILD_STATUS_PATH, contentCheckStatus } from "../../src/cms/build-status";
import { validateContent } from "../content/content-validation";

/** The few bits of the develop server's Express app this route needs. */
interface DevelopApp {
  get(
    path: string,
    handler: (
      request: unknown,
      response: { json(body: unknown): void; set(name: string, value: string): void },
    ) => void,
  ): void;
}

/** The commit the working tree is on ("a1b2c3d Update Pages “home”"), or what to say without git. */
function currentCommit(): string {
  try {
    return execFileSync("git", ["log", "-1", "--format=%h %s"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return "The working tree";
  }
}

/**
 * `gatsby develop` (run by `npm run cms`) answers the CMS's build status: the content checks every build runs
 * first, on the working tree, which decap-server keeps on the content branch between its operations.
 */
export function serveBuildStatus(app: DevelopApp): void {
  app.get(CMS_BUILD_STATUS_PATH, (_request, response) => {
    response.set("cache-control", "no-store");
    response.json(contentCheckStatus(validateContent(), currentCommit(), new Date()));
  });
}
