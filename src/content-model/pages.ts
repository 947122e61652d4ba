import { z } from "zod";
import { image, imageAlt, isoDate, longText, sitePath, text } from "./fields";
import { pageBlock } from "./blocks";

/** The longest menu label that keeps the main menu on one line at 1280 px. */
const MENU_LABEL_MAX = 20;

/** content/pages/*.json: a page made of blocks, at its own path (/, /about, /service and landing pages). */
export const blockPageSchema = z.object({
  path: sitePath("Address", "Where the page lives, e.g. /kerala-honeymoon; must not be taken by another page"),
  title: text("Title", "The browser tab's and search result's title"),
  description: longText("Description", "One or two sentences for search results and shared links"),
  image: image("Sharing picture", "Shown when the page is shared; leave empty for the site's default").optional(),
  imageAlt: imageAlt("Sharing picture description").optional(),
  breadcrumb: text("Breadcrumb name", "The page's name in breadcrumbs; leave empty to use the title").optional(),
  phoneActionBar: z.boolean().optional().meta({
    title: "Phone action bar",
    description:
      "On phones, a bar with Call, WhatsApp and Enquire appears once the visitor scrolls past the first screen",
  }),
  lastUpdated: isoDate("Last updated").optional().meta({
    title: "Last updated",
    description:
      "YYYY-MM-DD: shown under the page's title; required on the privacy notice, where it is the notice's version sent with every enquiry",
  }),
  earlierVersions: z.array(isoDate("Earlier version")).optional().meta({
    title: "Earlier versions",
    description:
      "Privacy notice only: every Last updated date the notice carried before (add the old date here when you change it), so enquiries sent with an earlier notice are still accepted",
  }),
  linkedFrom: z
    .object({
      menuLabel: text(
        "Menu label",
        "To list the page in the main menu (before Contact us), the words shown there, e.g. Honeymoons; leave empty to keep it out of the menu",
      )
        .max(MENU_LABEL_MAX, `must be at most ${MENU_LABEL_MAX} characters, so the menu stays on one line`)
        .optional(),
      serviceCard: text(
        "Service card",
        "The id of the service card whose button opens this page instead of WhatsApp, e.g. svc-honeymoon-specials (the build names the ids there are); leave empty for none",
      ).optional(),
    })
    .optional()
    .meta({ title: "Linked from", description: "Where visitors find the page: the main menu, a service card" }),
  // A translation has blocks of its own (what it leaves out or adds is the marketer's call).
  blocks: z.array(pageBlock).min(1, "needs at least one block").meta({ title: "Blocks" }),
});

export type BlockPageContent = z.infer<typeof blockPageSchema>;

/**
 * content/pages/<edition>/*.json: a page's translation into an edition (Malayalam, Arabic): the address of the English
 * page it translates and its own words and blocks. The rest is the English page's (its sharing picture, phone action
 * bar, menu place and dates), so a translation cannot move a page, add it to a menu or date a notice.
 */
export const blockPageTranslationSchema = z.object({
  path: sitePath("Translates", "The address of the English page this translates, e.g. / or /about"),
  ...blockPageSchema.pick({ title: true, description: true, imageAlt: true, breadcrumb: true, blocks: true }).shape,
});

export type BlockPageTranslation = z.infer<typeof blockPageTranslationSchema>;
