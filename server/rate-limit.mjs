/**
 * A fixed-window count per client address. The contact route asks only once a post is valid and new,
 * so typos, bots caught by the spam checks and retries of a stored enquiry never use up a visitor's allowance.
 */
export class RateLimiter {
  /** @param {{ max: number, windowMs: number, now?: () => number }} options */
  constructor({ max, windowMs, now = Date.now }) {
    this.max = max;
    this.windowMs = windowMs;
    this.now = now;
    /** @type {Map<string, { count: number, resetAt: number }>} */
    this.windows = new Map();
  }

  /**
   * Counts one post from `client`; returns 0 when it is allowed, else the whole seconds until it would be.
   * @param {string} client
   */
  take(client) {
    const now = this.now();
    if (this.windows.size > 10_000) this.#forgetExpired(now);
    let window = this.windows.get(client);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(client, window);
    }
    if (window.count >= this.max) return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    window.count += 1;
    return 0;
  }

  /** @param {number} now */
  #forgetExpired(now) {
    for (const [client, window] of this.windows) if (window.resetAt <= now) this.windows.delete(client);
  }
}
