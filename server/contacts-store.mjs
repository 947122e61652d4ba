import { mkdir, open, readFile, truncate } from "node:fs/promises";
import path from "node:path";

/**
 * Contact enquiries as JSON Lines: one enquiry per line, appended and fsync'ed before the API
 * answers 201, so "201" always means "on disk".
 *
 * Every file operation goes through one promise chain. Appends therefore never interleave
 * (100 concurrent posts give 100 whole lines), and reads see every acknowledged write.
 *
 * An enquiry's Idempotency-Key is stored on its own line, so the keys seen are rebuilt from the file
 * on open: a repeat is recognised even after a crash and restart.
 */
export class ContactsStore {
  /**
   * @param {string} file
   * @param {{ warn: (msg: string) => void }} log
   */
  constructor(file, log) {
    this.file = file;
    this.log = log;
    /** @type {Promise<unknown>} */
    this.tail = Promise.resolve();
    this.needsRepair = false;
    /** @type {Map<string, Promise<Record<string, unknown>>>} Idempotency-Key → the record stored (or being stored) for it */
    this.byKey = new Map();
  }

  /**
   * Creates the directory and repairs a torn last line (a crash mid-append), so that the next
   * append starts on a fresh line. Returns how many enquiries the file holds.
   */
  async open() {
    await mkdir(path.dirname(this.file), { recursive: true });
    const count = await this.#enqueue(() => this.#repair());
    for (const record of await this.readAll()) {
      if (typeof record.idempotencyKey === "string") this.byKey.set(record.idempotencyKey, Promise.resolve(record));
    }
    return count;
  }

  /**
   * Appends the record unless one with the same idempotencyKey was stored (or is being stored);
   * resolves to the record that is on disk for that key, and whether it is this one.
   * @param {Record<string, unknown> & { idempotencyKey?: string }} record
   * @returns {Promise<{ record: Record<string, unknown>, created: boolean }>}
   */
  async appendOnce(record) {
    const key = record.idempotencyKey;
    if (key === undefined) {
      await this.append(record);
      return { record, created: true };
    }
    const known = this.byKey.get(key);
    if (known) return { record: await known, created: false };
    const stored = this.append(record).then(() => record);
    this.byKey.set(key, stored);
    // A failed write stores nothing, so the next try with this key must write again.
    stored.catch(() => this.byKey.delete(key));
    return { record: await stored, created: true };
  }

  /** The record already stored for a key, if any (a repeat is answered without counting against the rate limit). */
  knows(/** @type {string} */ key) {
    return this.byKey.has(key);
  }

  /** @returns {Promise<number>} */
  async #repair() {
    const text = await readIfExists(this.file);
    if (text === "" || text.endsWith("\n")) return parseLines(text, this.log, this.file).length;

    const cut = text.lastIndexOf("\n") + 1;
    const last = text.slice(cut);
    const whole = parseRecord(last) !== undefined;
    const handle = await open(this.file, "r+");
    try {
      if (whole) {
        // The record was written whole, only its newline is missing: keep it.
        await handle.write("\n", Buffer.byteLength(text));
      } else {
        this.log.warn(
          `${this.file}: ignoring a torn last line (${Buffer.byteLength(last)} bytes), probably from a crash during a write`,
        );
        await handle.truncate(Buffer.byteLength(text.slice(0, cut)));
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    return parseLines(text.slice(0, cut), this.log, this.file).length + (whole ? 1 : 0);
  }

  /**
   * Appends one enquiry and resolves only once it is flushed to disk.
   * @param {Record<string, unknown>} record
   */
  append(record) {
    const line = `${JSON.stringify(record)}\n`;
    return this.#enqueue(async () => {
      // A failed append may have left half a line behind; mend it before writing after it.
      if (this.needsRepair) {
        await this.#repair();
        this.needsRepair = false;
      }
      try {
        const handle = await open(this.file, "a");
        try {
          await handle.writeFile(line); // loops until the whole line is written
          await handle.sync();
        } finally {
          await handle.close();
        }
      } catch (err) {
        this.needsRepair = true;
        throw err;
      }
    });
  }

  /** @returns {Promise<Record<string, unknown>[]>} every stored enquiry, oldest first */
  readAll() {
    return this.#enqueue(async () => parseLines(await readIfExists(this.file), this.log, this.file));
  }

  clear() {
    this.byKey.clear();
    return this.#enqueue(async () => {
      await truncate(this.file, 0).catch((err) => {
        if (err.code !== "ENOENT") throw err;
      });
    });
  }

  /** Resolves when every queued operation has finished (used on shutdown). */
  drain() {
    return this.tail.then(() => undefined);
  }

  /**
   * @template T
   * @param {() => Promise<T>} task
   * @returns {Promise<T>}
   */
  #enqueue(task) {
    const run = this.tail.then(task);
    // A failed task must not poison the queue for the ones after it; its caller still sees the error.
    this.tail = run.catch(() => {});
    return run;
  }
}

/** @param {string} file */
async function readIfExists(file) {
  try {
    return await readFile(file, "utf8");
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code === "ENOENT") return "";
    throw err;
  }
}

/** @param {string} line @returns {Record<string, unknown> | undefined} */
function parseRecord(line) {
  try {
    const value = JSON.parse(line);
    return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tolerant reader: a line that is not a JSON object is skipped with a warning rather than
 * making every stored enquiry unreadable.
 * @param {string} text @param {{ warn: (msg: string) => void }} log @param {string} file
 */
function parseLines(text, log, file) {
  const records = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i += 1) {
    if (lines[i].trim() === "") continue;
    const record = parseRecord(lines[i]);
    if (record) records.push(record);
    else log.warn(`${file}: skipping unreadable line ${i + 1}`);
  }
  return records;
}
