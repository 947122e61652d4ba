import { partOnUse } from "../common/HydrationBoundary";
import type { ContactFormProps } from "./ContactForm";
// The form's looks come with the page, as its HTML does (in the page's own CSS); only its script waits.
import "./ContactForm.module.css";
import "./TripFields.module.css";

/**
 * The enquiry form as pages place it. Its script (the form, its rules, words and trip fields: on a trip's page about
 * as much as the rest of the page's together) loads when the visitor comes near the form or touches it, or with the
 * page where the form is on the first screen (/contact); until then the server's form is on the page as it is, and
 * what is typed into it stays (partOnUse, design decision 36). The build renders it in the page's HTML.
 */
export const ContactForm = partOnUse<ContactFormProps>({
  server:
    process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
      ? // Only in the build's renderer (webpack drops this require from a visitor's scripts).
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require("./ContactForm") as typeof import("./ContactForm")).ContactForm
      : undefined,
  load: () => import("./ContactForm").then((module) => module.ContactForm),
  elementId: ({ idPrefix }) => `${idPrefix}-form`,
});
