/**
 * npm run bench:enquiries [-- --n 5000 --concurrency 200 --kills 2 --port 4710]
 *
 * N valid enquiries against the reference API on loopback, `concurrency` visitors at a time, each enquiry with its
 * own Idempotency-Key and retried (bounded) until acknowledged; then the same with the server SIGKILLed and
 * restarted `kills` times mid-run. Prints sent, acknowledged, stored, duplicates, lost (acknowledged but not on
 * disk) and p50/p99/max latency (first try to 201, retries included), and the p99 of the enquiries after the first
 * `concurrency` (the first wave meets a server that has not run its code yet).
 * Exits 1 when anything is lost, duplicated or never acknowledged.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    n: { type: "string", default: "5000" },
    concurrency: { type: "string", default: "200" },
    kills: { type: "string", default: "2" },
    port: { type: "string", default: "4710" },
  },
});
const N = Number(values.n);
const CONCURRENCY = Math.min(N, Number(values.concurrency));
const KILLS = Number(values.kills);
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
});

// node:http rather than fetch: on a 2-core machine undici's per-request work in this process would otherwise
// take the CPU the server needs and count in the server's latency.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * One POST; resolves to the status, rejects on a reset, refused or timed-out connection.
 * @param {string} key @param {string} body @returns {Promise<number>}
 */
function post(key, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${BASE}/api/contacts`,
      {
        method: "POST",
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "idempotency-key": key,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(body);
  });
}

/** @typedef {{ i: number, key: string, acked: boolean, ms: number, tries: number }} Outcome */

/**
 * One visitor: the same key on every try, backing off 50 ms → 1 s, at most MAX_TRIES tries.
 * @param {number} i @returns {Promise<Outcome>}
 */
async function client(i) {
  const key = randomUUID();
  const body = JSON.stringify(enquiry(i));
  const started = performance.now();
  for (let tries = 1; tries <= MAX_TRIES; tries += 1) {
    try {
      if ((await post(key, body)) === 201) return { i, key, acked: true, ms: performance.now() - started, tries };
    } catch {
      // Reset, refused or timed out: the server may be down; try again with the same key.
    }
    await sleep(Math.min(1000, 50 * 2 ** Math.min(tries, 5)) * (0.5 + Math.random()));
  }
  return { i, key, acked: false, ms: performance.now() - started, tries: MAX_TRIES };
}

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * `concurrency` visitors, each sending its next enquiry as soon as the last one was acknowledged.
 * @returns {Promise<Outcome[]>}
 */
async function visitors() {
  /** @type {Outcome[]} */
  const outcomes = [];
  let next = 0;
  const visitor = async () => {
    while (next < N) outcomes.push(await client(next++));
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, visitor));
  return outcomes;
}

/** @param {string} file */
const linesOnDisk = async (file) => (await readFile(file, "utf8").catch(() => "")).split("\n").length - 1;

/** @param {string} name @param {{ kills: number }} options */
async function run(name, { kills }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-enquiries-"));
  const file = path.join(dir, "contacts.jsonl");
  let server = await startServer(file);
  /** @type {number[]} */
  const onDiskAtKills = [];
  try {
    const started = performance.now();
    const results = visitors();
    for (let k = 1; k <= kills; k += 1) {
      // Kill once the next share of the enquiries is on disk, while the rest are in flight.
      let onDisk = 0;
      for (let i = 0; i < 6000 && onDisk < (N * k) / (kills + 1); i += 1) {
        await sleep(10);
        onDisk = await linesOnDisk(file);
      }
      onDiskAtKills.push(onDisk);
      await stop(server, "SIGKILL");
      await sleep(300);
      server = await startServer(file);
    }
    const outcomes = await results;
    const wallMs = performance.now() - started;
    const records = (await readFile(file, "utf8"))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const storedKeys = new Set(records.map((record) => record.idempotencyKey));
    const acked = outcomes.filter((outcome) => outcome.acked);
    /** @param {Outcome[]} some */
    const sortedMs = (some) => some.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const latencies = sortedMs(acked);
    return {
      run: name,
      sent: N,
      acknowledged: acked.length,
      stored: records.length,
      duplicates: records.length - storedKeys.size,
      lost: acked.filter((outcome) => !storedKeys.has(outcome.key)).length,
      "never acknowledged": N - acked.length,
      retries: outcomes.reduce((sum, outcome) => sum + outcome.tries - 1, 0),
      "on disk at kills": onDiskAtKills.join(", ") || "-",
      "p50 ms": Math.round(quantile(latencies, 0.5)),
      "p99 ms": Math.round(quantile(latencies, 0.99)),
      "max ms": Math.round(latencies.at(-1) ?? NaN),
      "p99 ms after first wave": Math.round(
        quantile(sortedMs(acked.filter((outcome) => outcome.i >= CONCURRENCY)), 0.99),
      ),
      "wall s": Number((wallMs / 1000).toFixed(1)),
    };
  } finally {
    await stop(server, "SIGTERM");
    await rm(dir, { recursive: true, force: true });
  }
}

const rows = [
  await run(`${N} at ${CONCURRENCY} concurrent`, { kills: 0 }),
  ...(KILLS > 0
    ? [await run(`${N} at ${CONCURRENCY} concurrent, ${KILLS} × SIGKILL + restart`, { kills: KILLS })]
    : []),
];
console.table(rows);
const bad = rows.some((row) => row.lost > 0 || row.duplicates > 0 || row["never acknowledged"] > 0);
if (bad) console.error("FAIL: an enquiry was lost, stored twice or never acknowledged");
process.exit(bad ? 1 : 0);
