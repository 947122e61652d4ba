import { z } from "zod";
import { isoDate, slug, text } from "./fields";
import { entriesKeyedBy } from "./per-destination";

/*
 * What the booking system does not say about a deal (content/deal-terms.json), per deal id: what its price is for
 * and the last day it is on. The home page shows both under the deal's title, and a deal past its last day is not
 * shown (the build leaves it out, a visitor's page hides it on that day).
 */

export const dealTermSchema = z
  .object({
    dealId: slug("Deal id").meta({
      title: "Deal id",
      description: "The id of the deal in the booking system, e.g. deal-dubai-family-fiesta",
      widget: "string",
    }),
    priceBasis: text("What the price is for", "e.g. per person, twin sharing").max(80, "keeps to 80 characters"),
    endsOn: isoDate("Last day of the offer"),
  })
  .meta({ title: "Deal" });

export const dealTermsSchema = entriesKeyedBy(dealTermSchema, "dealId", { title: "Deal terms", record: "deal" });

export type DealTerm = z.infer<typeof dealTermSchema>;
