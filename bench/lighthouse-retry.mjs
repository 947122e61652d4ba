// Running Lighthouse: what to do when it fails to record a run (bench/lighthouse.mjs uses it; no Chromium here, so
// bench/test can test it).

/**
 * Lighthouse sometimes fails to record a run at all (NO_NAVSTART: "Something went wrong with recording the trace";
 * it ended one CI run on the blog post, which loaded fine in the runs before and after). Such a failure says nothing
 * about the page, so it is run again, up to `attempts` times in all; a page that fails every attempt fails the
 * budget with every reason. `run` returns Lighthouse's result; `onRetry` hears about each failed attempt.
 */
export async function withRuntimeRetries(run, { attempts = 3, onRetry = () => {} } = {}) {
  const errors = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await run();
    const error = result?.lhr?.runtimeError;
    if (result && !error) return result;
    const reason = error ? `${error.code} ${error.message}` : "Lighthouse returned nothing";
    errors.push(reason);
    if (attempt < attempts) onRetry(attempt, reason);
  }
  throw new Error(`Lighthouse failed ${attempts} times in a row: ${errors.join(" | ")}`);
}
