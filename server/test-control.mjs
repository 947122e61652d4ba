import { ApiError } from "./errors.mjs";
import { FaultConfigError, checkFaultSet } from "./faults.mjs";

/**
 * Spam checks by reason: `honeypot` posts were answered 201 and discarded; `tooFast` and `noTiming` posts were
 * stored with that `suspect` flag.
 * @typedef {{ honeypot: number, tooFast: number, noTiming: number }} SpamCounts
 */

/**
 * Endpoints for end-to-end tests; registered only with ENABLE_TEST_CONTROL=1, never in normal runs.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ store: import('./contacts-store.mjs').ContactsStore, faults: import('./faults.mjs').Faults,
 *   spam: SpamCounts }} options
 */
export function registerTestControlRoutes(app, { store, faults, spam }) {
  app.get("/__test/contacts", async () => store.readAll());

  app.get("/__test/spam", async () => spam);

  app.delete("/__test/contacts", async (_request, reply) => {
    await store.clear();
    spam.honeypot = 0;
    spam.tooFast = 0;
    spam.noTiming = 0;
    return reply.code(204).send();
  });

  app.put("/__test/faults", async (request) => {
    try {
      faults.replaceRuntime(checkFaultSet(request.body));
    } catch (err) {
      if (err instanceof FaultConfigError) throw new ApiError(400, { error: "Invalid faults", message: err.message });
      throw err;
    }
    return { faults: faults.runtime };
  });

  app.delete("/__test/faults", async (_request, reply) => {
    faults.replaceRuntime({});
    faults.truncatedImages.clear();
    return reply.code(204).send();
  });

  // ["/images/destinations/bali.jpg", …]: those images are served cut off halfway until DELETE /__test/faults.
  app.put("/__test/truncated-images", async (request) => {
    const paths = request.body;
    if (!Array.isArray(paths) || !paths.every((item) => typeof item === "string" && item.startsWith("/images/")))
      throw new ApiError(400, { error: "Invalid body", message: 'Send a JSON array of "/images/…" paths' });
    faults.truncatedImages = new Set(paths);
    return { truncatedImages: paths };
  });
}
