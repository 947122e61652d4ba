/**
 * npm run bench:enquiries [-- --n 1000 --port 4710]
 *
 * N concurrent valid enquiries against the reference API on loopback, each with its own Idempotency-Key and
 * retried (bounded) until acknowledged; then the same with the server SIGKILLed and restarted mid-run.
 * Prints sent, acknowledged, stored, duplicates, lost (acknowledged but not on disk) and p50/p99 latency.
 * Exits 1 when anything is lost, duplicated or never acknowledged.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PUBLISHED_NOTICE_VERSIONS } from "../server/site-rules.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: { n: { type: "string", default: "1000" }, port: { type: "string", default: "4710" } },
});
const N = Number(values.n);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const MAX_TRIES = 60;
const REQUEST_TIMEOUT_MS = 10_000;

/** @param {string} contactsFile */
async function startServer(contactsFile) {
  const child = spawn(process.execPath, [path.join(ROOT, "server/index.mjs")], {
    env: {
      ...process.env,
      PORT: String(PORT),
      CONTACTS_FILE: contactsFile,
      CONTACT_RATE_LIMIT: "1000000",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  child.kill("SIGKILL");
  throw new Error("the API did not start within 10 s");
}

/** @param {import('node:child_process').ChildProcess} child @param {NodeJS.Signals} signal */
function stop(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill(signal);
  });
}

/** @param {number} i */
const enquiry = (i) => ({
  name: `Bench Visitor ${i}`,
  email: `visitor${i}@example.in`,
  phone: "+91 98470 12345",
  subject: `Backwaters, enquiry ${i}`,
  message: "Two adults, three nights on a houseboat in Alleppey, in December. 🌴",
  fillMs: 8000,
  website: "",
  noticeVersion: PUBLISHED_NOTICE_VERSIONS[0],
});

/**
 * One visitor: the same key on every try, backing off 50 ms → 1 s, at most MAX_TRIES tries.
 * @param {number} i @returns {Promise<{ key: string, acked: boolean, ms: number, tries: number }>}
 */
async function client(i) {
  const key = randomUUID();
  const body = JSON.stringify(enquiry(i));
  const started = performance.now();
  for (let tries = 1; tries <= MAX_TRIES; tries += 1) {
    try {
      const res = await fetch(`${BASE}/api/contacts`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      if (res.status === 201) return { key, acked: true, ms: performance.now() - started, tries };
    } catch {
      // Reset, refused or timed out: the server may be down; try again with the same key.
    }
    await sleep(Math.min(1000, 50 * 2 ** Math.min(tries, 5)) * (0.5 + Math.random()));
  }
  return { key, acked: false, ms: performance.now() - started, tries: MAX_TRIES };
}

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** @param {string} name @param {{ kill: boolean }} options */
async function run(name, { kill }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-enquiries-"));
  const file = path.join(dir, "contacts.jsonl");
  let server = await startServer(file);
  let restarts = 0;
  let onDiskAtKill = 0;
  try {
    const started = performance.now();
    const results = Promise.all(Array.from({ length: N }, (_, i) => client(i)));
    if (kill) {
      // Kill once a part of the enquiries is on disk, while the rest are in flight.
      for (let i = 0; i < 400; i += 1) {
        onDiskAtKill = (await readFile(file, "utf8").catch(() => "")).split("\n").length - 1;
        if (onDiskAtKill >= N / 4) break;
        await sleep(10);
      }
      await stop(server, "SIGKILL");
      await sleep(300);
      server = await startServer(file);
      restarts += 1;
    }
    const outcomes = await results;
    const wallMs = performance.now() - started;
    const records = (await readFile(file, "utf8"))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const storedKeys = new Set(records.map((record) => record.idempotencyKey));
    const acked = outcomes.filter((outcome) => outcome.acked);
    const latencies = acked.map((outcome) => outcome.ms).sort((a, b) => a - b);
    return {
      run: name,
      sent: N,
      acknowledged: acked.length,
      stored: records.length,
      duplicates: records.length - storedKeys.size,
      lost: acked.filter((outcome) => !storedKeys.has(outcome.key)).length,
      "never acknowledged": N - acked.length,
      retries: outcomes.reduce((sum, outcome) => sum + outcome.tries - 1, 0),
      restarts,
      "on disk at kill": kill ? onDiskAtKill : "-",
      "p50 ms": Math.round(quantile(latencies, 0.5)),
      "p99 ms": Math.round(quantile(latencies, 0.99)),
      "wall s": Number((wallMs / 1000).toFixed(1)),
    };
  } finally {
    await stop(server, "SIGTERM");
    await rm(dir, { recursive: true, force: true });
  }
}

const rows = [
  await run(`${N} concurrent`, { kill: false }),
  await run(`${N} concurrent, SIGKILL + restart`, { kill: true }),
];
console.table(rows);
const bad = rows.some((row) => row.lost > 0 || row.duplicates > 0 || row["never acknowledged"] > 0);
if (bad) console.error("FAIL: an enquiry was lost, stored twice or never acknowledged");
process.exit(bad ? 1 : 0);
