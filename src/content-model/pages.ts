import { z } from "zod";
import { image, imageAlt, isoDate, longText, sitePath, text } from "./fields";
import { pageBlock } from "./blocks";

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
  blocks: z.array(pageBlock).min(1, "needs at least one block").meta({ title: "Blocks" }),
});

export type BlockPageContent = z.infer<typeof blockPageSchema>;
