/**
 * Where the built enquiry form posts: `${GATSBY_ADMIN_API_URL}/api/contacts` (src/lib/enquiry.ts), or the
 * site's own /api/contacts when the variable is unset. On Netlify's published contexts the latter is a 404,
 * so the build stops there instead of publishing a form that loses every enquiry.
 */

/** Netlify's CONTEXT values whose builds visitors reach. */
export const PUBLISHED_CONTEXTS = ["production", "deploy-preview"] as const;

export class EnquiryEndpointError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EnquiryEndpointError";
  }
}

/** The origin the built form posts to, or null when it posts to the site itself; throws when a published build would lose enquiries. */
export function enquiryOrigin(env: NodeJS.ProcessEnv): string | null {
  const raw = env.GATSBY_ADMIN_API_URL ?? "";
  const context = env.CONTEXT ?? "";
  const published = (PUBLISHED_CONTEXTS as readonly string[]).includes(context);
  let url: URL | null = null;
  if (raw) {
    try {
      url = new URL(raw);
    } catch {
      throw new EnquiryEndpointError(`GATSBY_ADMIN_API_URL "${raw}" is not a URL (the enquiry form posts there)`);
    }
  }
  if (!published) return url ? url.origin : null;
  if (!url) {
    throw new EnquiryEndpointError(
      `GATSBY_ADMIN_API_URL is not set: on Netlify's ${context} context the enquiry form would post to the site's own ` +
        `/api/contacts (a 404) and every enquiry would be lost. Set it to the admin backend's https URL.`,
    );
  }
  if (url.protocol !== "https:") {
    throw new EnquiryEndpointError(
      `GATSBY_ADMIN_API_URL "${raw}" is not https: on Netlify's ${context} context the enquiry form must post over https.`,
    );
  }
  return url.origin;
}
