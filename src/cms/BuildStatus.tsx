import React, { useEffect, useState } from "react";
import type { BuildStatus } from "./build-status";

/** The event cms.tsx sends when Decap has published an entry: the line checks again at once. */
export const PUBLISHED_EVENT = "cms:published";

const HEADINGS: Record<BuildStatus["state"], string> = {
  passed: "Last publish built",
  failed: "Last publish did not build",
  building: "Building the last publish…",
  unknown: "Build status unknown",
};

const COLOURS: Record<BuildStatus["state"], string> = {
  passed: "#1b5e20",
  failed: "#b71c1c",
  building: "#6d4c00",
  unknown: "#424242",
};

/**
 * The admin's build status: whether the content branch's last publish built, and if not, the failing
 * message. Checked on opening, every `every` ms and right after each publish. Styled inline: it sits on
 * Decap's own page, which has none of the site's CSS.
 */
export function BuildStatusLine({ load, every = 30_000 }: { load: () => Promise<BuildStatus>; every?: number }) {
  const [status, setStatus] = useState<BuildStatus | null>(null);
  useEffect(() => {
    let live = true;
    const check = () =>
      load().then(
        (next) => live && setStatus(next),
        (error: unknown) =>
          live &&
          setStatus({
            state: "unknown",
            message: `The build status could not be read: ${error instanceof Error ? error.message : String(error)}`,
          }),
      );
    void check();
    const timer = setInterval(() => void check(), every);
    window.addEventListener(PUBLISHED_EVENT, check);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener(PUBLISHED_EVENT, check);
    };
  }, [load, every]);

  if (!status) return null;
  const [summary, ...details] = status.message.split("\n");
  // One line in the corner, over Decap's editor; the details open by themselves when a build failed.
  return (
    <section
      aria-label="Build status"
      data-state={status.state}
      style={{
        position: "fixed",
        insetInlineStart: 12,
        insetBlockEnd: 12,
        zIndex: 400,
        maxWidth: "min(30rem, calc(100vw - 24px))",
        padding: "6px 10px",
        borderInlineStart: `4px solid ${COLOURS[status.state]}`,
        borderRadius: 4,
        background: "#fff",
        boxShadow: "0 2px 8px rgb(0 0 0 / 0.2)",
        font: "14px/1.4 system-ui, sans-serif",
        color: "#1a1a1a",
      }}
    >
      <details key={status.state} open={status.state === "failed"}>
        <summary style={{ cursor: "pointer" }}>
          <strong role="status" style={{ color: COLOURS[status.state] }}>
            {HEADINGS[status.state]}
          </strong>
          {status.at && <> · {new Date(status.at).toLocaleString()}</>}
        </summary>
        <p style={{ margin: "4px 0 0" }}>{summary}</p>
        {details.length > 0 && (
          <ul style={{ margin: "4px 0 0", paddingInlineStart: 18, maxHeight: "9rem", overflow: "auto" }}>
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {status.url && (
          <a href={status.url} target="_blank" rel="noreferrer">
            Open the deploy log
          </a>
        )}
      </details>
    </section>
  );
}
