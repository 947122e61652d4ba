// On React (jest.config.js's CMS admin project): the build status line is part of the CMS admin, which runs on
// React, not on the visitor's Preact.
import React from "react";
import { act, render, screen } from "@testing-library/react";
import {
  CMS_BUILD_STATUS_PATH,
  contentCheckStatus,
  githubBuildStatus,
  localBuildStatus,
  type BuildStatus,
} from "../src/cms/build-status";
import { BuildStatusLine, PUBLISHED_EVENT } from "../src/cms/BuildStatus";
import { serveBuildStatus } from "../gatsby/cms/build-status";

/** A fetch answer (jsdom has no Response): what the status readers use of one. */
const json = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);

const netlify = (state: string, description: string, updatedAt: string) => ({
  state,
  context: "netlify/keralam/deploy",
  description,
  target_url: `https://app.netlify.com/sites/keralam/deploys/${updatedAt}`,
  updated_at: updatedAt,
});

describe("the content branch's build status from GitHub (Netlify's commit status)", () => {
  it("asks GitHub for the branch's combined status with the editor's token", async () => {
    const fetchImpl = jest.fn(() => json({ statuses: [] }));
    await githubBuildStatus("keralam/site", "main", "gho_token", fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith("https://api.github.com/repos/keralam/site/commits/main/status", {
      headers: { accept: "application/vnd.github+json", authorization: "Bearer gho_token" },
    });
  });

  it("reports Netlify's latest deploy: a failure with its message and the log's link", async () => {
    const status = await githubBuildStatus("keralam/site", "main", null, () =>
      json({
        statuses: [
          netlify("success", "Deploy succeeded", "2026-11-24T08:00:00Z"),
          { ...netlify("failure", "Tests failed", "2026-11-25T09:30:00Z"), context: "ci/tests" },
          netlify(
            "failure",
            "Failed during stage 'building site': Build script returned non-zero exit code: 2",
            "2026-11-25T09:00:00Z",
          ),
        ],
      }),
    );
    expect(status).toEqual({
      state: "failed",
      message: "Failed during stage 'building site': Build script returned non-zero exit code: 2",
      url: "https://app.netlify.com/sites/keralam/deploys/2026-11-25T09:00:00Z",
      at: "2026-11-25T09:00:00Z",
    });
  });

  it("says a build is running, or that Netlify has reported nothing, or that GitHub refused", async () => {
    const pending = await githubBuildStatus("keralam/site", "main", null, () =>
      json({ statuses: [netlify("pending", "Deploy in progress", "2026-11-25T09:00:00Z")] }),
    );
    expect(pending).toMatchObject({ state: "building", message: "Deploy in progress" });
    expect(await githubBuildStatus("keralam/site", "main", null, () => json({ statuses: [] }))).toEqual({
      state: "unknown",
      message: "Netlify has not reported a build of main's latest change yet.",
    });
    expect(await githubBuildStatus("keralam/site", "main", null, () => json({ message: "Not Found" }, 404))).toEqual({
      state: "unknown",
      message: "GitHub did not give the status of main (HTTP 404).",
    });
  });
});

describe("the build status with `npm run cms` (the develop server's content checks)", () => {
  it("reads the develop server's answer, and says where it comes from when there is none", async () => {
    const passed: BuildStatus = { state: "passed", message: "a1b2c3d: fine", at: "2026-11-25T09:00:00.000Z" };
    const fetchImpl = jest.fn(() => json(passed));
    expect(await localBuildStatus(fetchImpl)).toEqual(passed);
    expect(fetchImpl).toHaveBeenCalledWith(CMS_BUILD_STATUS_PATH);
    expect(await localBuildStatus(() => json({}, 404))).toEqual({
      state: "unknown",
      message: "No build status here (HTTP 404): it comes from the develop server of npm run cms.",
    });
  });

  it("turns the content checks' problems into a failure that names them", () => {
    const at = new Date("2026-11-25T09:00:00Z");
    expect(contentCheckStatus([], "a1b2c3d Update Pages", at)).toEqual({
      state: "passed",
      message: "a1b2c3d Update Pages: the content passes the checks every build runs first.",
      at: "2026-11-25T09:00:00.000Z",
    });
    const failed = contentCheckStatus(["content/site.json is not valid:\n  - phone: is required"], "a1b2c3d", at);
    expect(failed.state).toBe("failed");
    expect(failed.message.split("\n")).toEqual([
      "a1b2c3d: a build would stop here.",
      "content/site.json is not valid:",
      "  - phone: is required",
    ]);
  });

  it("the develop server's route checks the working tree's content (this repository's passes)", () => {
    const routes = new Map<string, (request: unknown, response: unknown) => void>();
    serveBuildStatus({ get: (path, handler) => void routes.set(path, handler as never) });
    let body: BuildStatus | undefined;
    const headers: Record<string, string> = {};
    routes.get(CMS_BUILD_STATUS_PATH)!(
      {},
      { json: (value: BuildStatus) => (body = value), set: (name: string, value: string) => (headers[name] = value) },
    );
    expect(headers["cache-control"]).toBe("no-store");
    expect(body).toMatchObject({ state: "passed", message: expect.stringContaining("passes the checks") as unknown });
  });
});

describe("the admin's build status line", () => {
  it("shows a failed build's heading, its problems and the log; checks again after a publish", async () => {
    const load = jest
      .fn<Promise<BuildStatus>, []>()
      .mockResolvedValueOnce({
        state: "failed",
        message: "a1b2c3d: a build would stop here.\ncontent/site.json is not valid:",
        url: "https://app.netlify.com/sites/keralam/deploys/1",
      })
      .mockResolvedValue({
        state: "passed",
        message: "b2c3d4e: the content passes the checks every build runs first.",
      });
    render(<BuildStatusLine load={load} />);
    const region = await screen.findByRole("region", { name: "Build status" });
    expect(region).toHaveTextContent("Last publish did not build");
    expect(screen.getByRole("group")).toHaveAttribute("open");
    expect(screen.getByRole("listitem")).toHaveTextContent("content/site.json is not valid:");
    expect(screen.getByRole("link", { name: "Open the deploy log" })).toHaveAttribute(
      "href",
      "https://app.netlify.com/sites/keralam/deploys/1",
    );
    await act(async () => void window.dispatchEvent(new Event(PUBLISHED_EVENT)));
    expect(load).toHaveBeenCalledTimes(2);
    expect(region).toHaveTextContent("Last publish built");
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("says the status could not be read when asking fails", async () => {
    render(<BuildStatusLine load={() => Promise.reject(new Error("Failed to fetch"))} />);
    expect(await screen.findByRole("status")).toHaveTextContent("Build status unknown");
    // Closed unless a build failed: the reason is one click away.
    expect(screen.getByRole("group")).not.toHaveAttribute("open");
    expect(screen.getByText("The build status could not be read: Failed to fetch")).toBeInTheDocument();
  });
});
