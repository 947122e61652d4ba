import React from "react";
import { graphql } from "gatsby";
import { DealsBanner } from "../components/home/DealsBanner";
import { pictureOf } from "../queries/pictures";
import { block, heading } from "../content-model/block-fields";
import { blockRecords, byAgencyId } from "../lib/block-records";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "deals",
  "Deals",
  "The current deals from the booking system, title, price basis and last day under the picture (each opens WhatsApp)",
  heading,
);

export const records = blockRecords<typeof content>({
  fields: { deals: { type: "[AgencyDeal!]!", from: "deals", choose: byAgencyId } },
  standIn: () => ({ shows: "the current deals" }),
});

export const fragment = graphql`
  fragment DealsBlockFields on DealsBlock {
    title
    eyebrow
    deals {
      ...DealRecord
    }
  }
  fragment DealRecord on AgencyDeal {
    agencyId
    title
    onSale
    terms {
      priceBasis
      endsOn
    }
    webBannerFile {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          breakpoints: [800, 1200]
          sizes: "(min-width: 1200px) 580px, (min-width: 1024px) 50vw, 100vw"
        )
      }
    }
    mobileBannerFile {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [400, 800], sizes: "100vw")
      }
    }
  }
`;

export function DealsBlock({
  content: block,
  records,
}: BlockProps<typeof content, Pick<Queries.DealsBlockFieldsFragment, "deals">>) {
  return (
    <DealsBanner
      title={block.title}
      eyebrow={block.eyebrow ?? undefined}
      // Deals past their last day on the day of the build are left out; the banner hides those that end later.
      deals={records.deals
        .filter((deal) => deal.onSale)
        .map((deal) => ({
          id: deal.agencyId,
          title: deal.title,
          priceBasis: deal.terms?.priceBasis ?? null,
          endsOn: deal.terms?.endsOn ?? null,
          webBanner: pictureOf(deal.webBannerFile) ?? undefined,
          mobileBanner: pictureOf(deal.mobileBannerFile) ?? undefined,
        }))}
    />
  );
}

export const definition = defineBlock(content, DealsBlock);
