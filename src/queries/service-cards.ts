import { graphql } from "gatsby";
import type { ServiceCard } from "../components/services/ServiceCards";
import { serviceCardAction } from "../lib/landing-links";
import { pictureOf } from "./pictures";
import { useEdition } from "../i18n/EditionContext";
import { useBlocksText } from "../i18n/blocks-text";

/** A service card of the booking system, as /service and /service-details show it. */
export const serviceCardFragments = graphql`
  fragment ServiceCardFields on AgencyServiceCard {
    agencyId
    title
    subheading
    bannerFile {
      childImageSharp {
        gatsbyImageData(
          width: 560
          aspectRatio: 1.43
          sizes: "(min-width: 1024px) 285px, (min-width: 640px) 50vw, 100vw"
        )
      }
    }
  }
  fragment ServiceCardLandingPage on BlockPage {
    path
    language
    title
    breadcrumb
    linkedFrom {
      serviceCard
    }
  }
`;

/**
 * The cards with their actions in the page's edition: the landing page linked from each (src/lib/landing-links.ts),
 * there and by its translation's name where it has one, or a WhatsApp chat in the edition's words.
 */
export function useServiceCards(
  cards: readonly Queries.ServiceCardFieldsFragment[],
  landingPages: readonly Queries.ServiceCardLandingPageFragment[],
): ServiceCard[] {
  const { code } = useEdition();
  const text = useBlocksText();
  return cards.map((card) => ({
    id: card.agencyId,
    title: card.title,
    subheading: card.subheading,
    banner: pictureOf(card.bannerFile) ?? undefined,
    action: serviceCardAction({ id: card.agencyId, title: card.title }, landingPages, {
      code,
      message: (title) => text("blocks.services.message", { title }),
    }),
  }));
}
