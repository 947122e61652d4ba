/**
 * Whether the content branch's last publish built, for the CMS's status line (BuildStatus.tsx).
 *
 * - With the GitHub backend, Netlify reports each deploy of the branch as a commit status on GitHub ("Deploy
 *   succeeded", "Failed during stage 'building site'…", with a link to the deploy log); the admin reads the
 *   branch's combined status with the editor's own GitHub token.
 * - With `npm run cms` (decap-server), the develop server answers CMS_BUILD_STATUS_PATH with the checks every
 *   build runs first (gatsby/content/check-before-build.ts) on the working tree, which is the content branch.
 */
export const CMS_BUILD_STATUS_PATH = "/__cms/build-status";

export interface BuildStatus {
  state: "passed" | "failed" | "building" | "unknown";
  /** What happened, in the words of whoever built it (Netlify's status text, the content checks' problems). */
  message: string;
  /** Where the marketer reads more (the deploy log), when there is such a place. */
  url?: string;
  /** When it was reported (ISO 8601). */
  at?: string;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface CommitStatus {
  state: string;
  context: string;
  description: string | null;
  target_url: string | null;
  updated_at: string;
}

const STATES: Record<string, BuildStatus["state"]> = {
  success: "passed",
  failure: "failed",
  error: "failed",
  pending: "building",
};

/** Netlify's latest deploy status of `branch` in `repo` ("owner/name"), as GitHub has it. */
export async function githubBuildStatus(
  repo: string,
  branch: string,
  token: string | null,
  fetchImpl: Fetch = fetch,
): Promise<BuildStatus> {
  const response = await fetchImpl(
    `https://api.github.com/repos/${repo}/commits/${encodeURIComponent(branch)}/status`,
    {
      headers: {
        accept: "application/vnd.github+json",
        ...(token && { authorization: `Bearer ${token}` }),
      },
    },
  );
  if (!response.ok)
    return { state: "unknown", message: `GitHub did not give the status of ${branch} (HTTP ${response.status}).` };
  const body = (await response.json()) as { statuses?: CommitStatus[] };
  const netlify = (body.statuses ?? [])
    .filter((status) => /netlify/i.test(status.context))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  if (!netlify)
    return {
      state: "unknown",
      message: `Netlify has not reported a build of ${branch}'s latest change yet.`,
    };
  return {
    state: STATES[netlify.state] ?? "unknown",
    message: netlify.description || netlify.state,
    ...(netlify.target_url && { url: netlify.target_url }),
    at: netlify.updated_at,
  };
}

/** The develop server's check of the working tree (`npm run cms`). */
export async function localBuildStatus(fetchImpl: Fetch = fetch): Promise<BuildStatus> {
  const response = await fetchImpl(CMS_BUILD_STATUS_PATH);
  if (!response.ok)
    return {
      state: "unknown",
      message: `No build status here (HTTP ${response.status}): it comes from the develop server of npm run cms.`,
    };
  return (await response.json()) as BuildStatus;
}

/** The checks' outcome as a status: `problems` are the content check's findings, in the build's words. */
export function contentCheckStatus(problems: readonly string[], commit: string, at: Date): BuildStatus {
  return problems.length === 0
    ? {
        state: "passed",
        message: `${commit}: the content passes the checks every build runs first.`,
        at: at.toISOString(),
      }
    : {
        state: "failed",
        message: `${commit}: a build would stop here.\n${problems.join("\n")}`,
        at: at.toISOString(),
      };
}
