import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The seed file of each collection (keyed as in COLLECTIONS), in server/seed/ or a generated seed directory. */
const SEED_FILES: Record<string, string> = {
  destinations: "destinations.json",
  blogs: "blogs.json",
  deals: "deals.json",
  reviews: "reviews.json",
  "service-cards": "service-cards.json",
  faqs: "faqs.json",
  "tour-packages": "tour-packages.json",
};

/** A collection's records as the seed holds them. */
export const readSeed = (dir: string, key: string) =>
  JSON.parse(readFileSync(path.join(dir, SEED_FILES[key]!), "utf8")) as Record<string, unknown>[];

/** Starts the reference API (server/index.mjs) on a free port with the given environment. */
export async function startReferenceApi(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [path.resolve("server/index.mjs")], {
    env: { ...process.env, PORT: "0", LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/[^\s]+)/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`reference API exited with ${code}: ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners("exit");
        child.on("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
