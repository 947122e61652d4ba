import * as fsPromises from "node:fs/promises";
import path from "node:path";

/**
 * The file operations the store uses (node:fs/promises by default); a test passes its own to count fsyncs or to
 * stop a write halfway, as a crash would.
 * @typedef {Pick<typeof fsPromises, "mkdir" | "open" | "readFile" | "truncate">} StoreFs
 */

/**
 * Contact enquiries as JSON Lines: one enquiry per line, appended and fsync'ed before the API
 * answers 201, so "201" always means "on disk".
 *
 * Appends are group-committed: the enquiries that arrive while a batch is being written wait together and go to
 * disk as the next batch, in one write and one fsync, after which each of them is acknowledged. Under load a
 * request therefore waits for at most two fsyncs instead of one per enquiry ahead of it; alone, it waits for one.
 *
 * Every file operation goes through one promise chain. Batches therefore never interleave
 * (100 concurrent posts give 100 whole lines), and reads see every acknowledged write.
 *
 * An enquiry's Idempotency-Key is stored on its own line, so the keys seen are rebuilt from the file
 * on open: a repeat is recognised even after a crash and restart.
 */
export class ContactsStore {
  /**
   * @param {string} file
   * @param {{ warn: (msg: string) => void }} log
   * @param {StoreFs} [fs]
   */
  constructor(file, log, fs = fsPromises) {
    this.file = file;
    this.log = log;
    this.fs = fs;
    /** @type {Promise<unknown>} */
    this.tail = Promise.resolve();
    /** @type {number | undefined} the length to cut the file back to, after a batch failed and could not be undone */
    this.rollbackTo = undefined;
    /** @type {Array<{ line: string, resolve: () => void, reject: (err: unknown) => void }>} the next batch */
    this.waiting = [];
    /** @type {Map<string, Promise<Record<string, unknown>>>} Idempotency-Key → the record stored (or being stored) for it */
    this.byKey = new Map();
  }

  /**
   * Creates the directory and repairs a torn last line (a crash mid-append), so that the next
   * append starts on a fresh line. Returns how many enquiries the file holds.
   */
  async open() {
    await this.fs.mkdir(path.dirname(this.file), { recursive: true });
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
    stored.catch(() => {
      if (this.byKey.get(key) === stored) this.byKey.delete(key);
    });
    return { record: await stored, created: true };
  }

  /** The record already stored for a key, if any (a repeat is answered without counting against the rate limit). */
  knows(/** @type {string} */ key) {
    return this.byKey.has(key);
  }

  /** @returns {Promise<number>} */
  async #repair() {
    const text = await readIfExists(this.fs, this.file);
    if (text === "" || text.endsWith("\n")) return parseLines(text, this.log, this.file).length;

    const cut = text.lastIndexOf("\n") + 1;
    const last = text.slice(cut);
    const whole = parseRecord(last) !== undefined;
    const handle = await this.fs.open(this.file, "r+");
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
   * Appends one enquiry and resolves only once the batch it is written in is flushed to disk; rejects when that
   * batch could not be written (then none of the batch is kept).
   * @param {Record<string, unknown>} record
   * @returns {Promise<void>}
   */
  append(record) {
    const line = `${JSON.stringify(record)}\n`;
    return new Promise((resolve, reject) => {
      this.waiting.push({ line, resolve, reject });
      // The first to wait queues the batch; the batch takes everyone who is waiting when its turn comes.
      if (this.waiting.length === 1) this.#enqueue(() => this.#writeBatch()).catch(() => {});
    });
  }

  async #writeBatch() {
    const batch = this.waiting;
    this.waiting = [];
    try {
      await this.#write(batch.map(({ line }) => line).join(""));
    } catch (err) {
      for (const { reject } of batch) reject(err);
      throw err;
    }
    for (const { resolve } of batch) resolve();
  }

  /** @param {string} lines */
  async #write(lines) {
    if (this.rollbackTo !== undefined) await this.#cutTo(this.rollbackTo);
    const handle = await this.fs.open(this.file, "a");
    try {
      const { size } = await handle.stat();
      try {
        await handle.writeFile(lines); // loops until every line is written
        await handle.sync();
      } catch (err) {
        // Whole lines of a failed batch must not stay: their senders are told 503 and retry, which would store
        // them twice. The file is cut back to where the batch began, now or else before the next write.
        this.rollbackTo = size;
        await this.#cutTo(size).catch(() => {});
        throw err;
      }
    } finally {
      await handle.close();
    }
  }

  /** @param {number} size */
  async #cutTo(size) {
    const handle = await this.fs.open(this.file, "r+");
    try {
      // Never lengthen the file (truncate would pad it with zeros), e.g. when it was emptied meanwhile.
      if ((await handle.stat()).size > size) {
        await handle.truncate(size);
        await handle.sync();
      }
      this.rollbackTo = undefined;
    } finally {
      await handle.close();
    }
  }

  /** @returns {Promise<Record<string, unknown>[]>} every stored enquiry, oldest first */
  readAll() {
    return this.#enqueue(async () => parseLines(await readIfExists(this.fs, this.file), this.log, this.file));
  }

  clear() {
    this.byKey.clear();
    return this.#enqueue(async () => {
      this.rollbackTo = undefined;
      await this.fs.truncate(this.file, 0).catch((err) => {
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

/** @param {StoreFs} fs @param {string} file */
async function readIfExists(fs, file) {
  try {
    return await fs.readFile(file, "utf8");
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
