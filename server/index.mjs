/**
 * Starts the reference content API: `node server/index.mjs` (or `npm run api`).
 * Configuration comes from the environment; see config.mjs and README.md.
 */
import { buildApp } from "./app.mjs";
import { configFromEnv } from "./config.mjs";

/** @type {ReturnType<typeof configFromEnv>} */
let config;
/** @type {import('fastify').FastifyInstance} */
let app;
try {
  config = configFromEnv(process.env);
  app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });
} catch (err) {
  console.error(`Content API failed to start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
const shownHost = config.host.includes(":") ? `[${config.host}]` : config.host;
console.log(`Content API listening on http://${shownHost}:${port} (seed: ${config.seedDir})`);

let closing = false;
/** Finishes in-flight requests and contact writes, then exits; a second signal exits at once. */
async function shutdown(/** @type {string} */ signal) {
  if (closing) process.exit(1);
  closing = true;
  console.log(`Content API: ${signal} received, closing`);
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
