// Child processes that the start and test commands own: started here, always stopped on exit.
import { spawn } from "node:child_process";
import net from "node:net";

const children = new Set();

/** Starts a long-running child with its output prefixed by its name. */
export function startProcess(name, command, args, env) {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join("\n") + "\n";
  child.stdout.on("data", (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on("data", (chunk) => process.stderr.write(prefix(chunk)));
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** Kills every child (and its process group) and waits for them to exit. */
export async function stopAll() {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          child.on("exit", resolve);
          try {
            process.kill(-child.pid, "SIGTERM");
          } catch {
            resolve();
          }
          setTimeout(() => {
            try {
              process.kill(-child.pid, "SIGKILL");
            } catch {
              /* already gone */
            }
            resolve();
          }, 5_000).unref();
        }),
    ),
  );
}

process.on("exit", () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
});

/**
 * Rejects when something already listens on 127.0.0.1:`port`: a server left running by another run would answer the
 * readiness check for the one about to start there, which cannot bind, and the tests would meet the old one.
 */
export async function assertPortFree(port, name) {
  const busy = await new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
  if (busy)
    throw new Error(
      `${name}: something already listens on 127.0.0.1:${port} (a server left running by another run?); stop it, ` +
        "or move this run's ports with E2E_PORT_BASE",
    );
}

/** Resolves once the URL answers 2xx; rejects after the timeout. */
export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
