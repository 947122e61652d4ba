import { graphql } from "gatsby";
import type { ServiceCard } from "../components/services/ServiceCards";
import { serviceCardAction } from "../lib/landing-links";
import { pictureOf } from "./pictures";

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
    title
    breadcrumb
    linkedFrom {
      serviceCard
    }
  }
`;

/** The card with its action: the landing page linked from it (src/lib/landing-links.ts), or WhatsApp. */
export const toServiceCard = (
  card: Queries.ServiceCardFieldsFragment,
  landingPages: readonly Queries.ServiceCardLandingPageFragment[],
): ServiceCard => ({
  id: card.agencyId,
  title: card.title,
  subheading: card.subheading,
  banner: pictureOf(card.bannerFile) ?? undefined,
  action: serviceCardAction({ id: card.agencyId, title: card.title }, landingPages),
});
