/**
 * JSON-LD for search engines, one builder per schema.org type the site uses. The types come from
 * schema-dts (types only, nothing shipped), so `tsc` rejects a property a type does not have; the Jest
 * test checks the output against the schema.org vocabulary as well.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  ItemList,
  ListItem,
  TouristTrip,
  TravelAgency,
  WithContext,
} from "schema-dts";
import type { Crumb } from "./breadcrumbs";
import { absoluteUrl, siteFacts, type SiteFacts } from "./site";

export type JsonLdDocument = WithContext<TravelAgency | BreadcrumbList | TouristTrip | BlogPosting | FAQPage>;

/** The agency's node id: other blocks on the page point at it instead of repeating it. */
export const agencyId = (origin: string): string => `${origin}/#agency`;

/** Written into every page's head (Seo), so every TouristTrip and BlogPosting can point at it by @id. */
export function travelAgency(origin: string, facts: SiteFacts = siteFacts): WithContext<TravelAgency> {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    "@id": agencyId(origin),
    name: facts.name,
    legalName: facts.legalName,
    description: facts.description,
    url: `${origin}/`,
    logo: absoluteUrl("/icons/icon-512.png", origin),
    image: absoluteUrl("/og-default.jpg", origin),
    telephone: facts.phones[0]?.tel,
    email: facts.emails[0]?.address,
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: facts.address.locality,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: facts.address.country,
    },
    contactPoint: facts.phones.map((phone) => ({
      "@type": "ContactPoint",
      contactType: phone.label,
      telephone: phone.tel,
    })),
    openingHoursSpecification: facts.hours.map((slot) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: slot.schemaDays as DayOfWeek[],
      opens: slot.schemaOpens,
      closes: slot.schemaCloses,
    })),
    sameAs: facts.social.map((profile) => profile.url),
  };
}

/** The trail as shown on the page; the last item (the page itself) links to the page's own URL. */
export function breadcrumbList(trail: readonly Crumb[], pageUrl: string, origin: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index): ListItem => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: index === trail.length - 1 || !crumb.to ? pageUrl : absoluteUrl(crumb.to, origin),
    })),
  };
}

export interface TripFacts {
  name: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the trip's picture. */
  image?: string;
  pricePerPerson: number;
  durationDays: number;
  /** The trip's stops in order: places for a destination, days for an itinerary. */
  stops: readonly { name: string; description?: string }[];
}

/** A destination package as a TouristTrip with its per-person price in rupees. */
export function touristTrip(trip: TripFacts, origin: string): WithContext<TouristTrip> {
  const itinerary: ItemList = {
    "@type": "ItemList",
    numberOfItems: trip.stops.length,
    itemListElement: trip.stops.map((stop, index): ListItem => ({
      "@type": "ListItem",
      position: index + 1,
      name: stop.name,
      ...(stop.description ? { description: stop.description } : {}),
    })),
  };
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: trip.name,
    description: trip.description,
    url: trip.url,
    ...(trip.image ? { image: trip.image } : {}),
    provider: { "@id": agencyId(origin) },
    ...(trip.stops.length > 0 ? { itinerary } : {}),
    offers: {
      "@type": "Offer",
      price: trip.pricePerPerson,
      priceCurrency: "INR",
      url: trip.url,
      description: `Per person, ${trip.durationDays} ${trip.durationDays === 1 ? "day" : "days"}`,
      offeredBy: { "@id": agencyId(origin) },
    },
  };
}

export interface PostFacts {
  title: string;
  description: string;
  url: string;
  image?: string;
  /** ISO date or date-time. */
  datePublished: string;
  /** Blank when the backend names nobody: the agency is the author then. */
  author: string;
}

export function blogPosting(post: PostFacts, origin: string): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    ...(post.image ? { image: post.image } : {}),
    datePublished: post.datePublished,
    author: post.author.trim() ? { "@type": "Person", name: post.author } : { "@id": agencyId(origin) },
    publisher: { "@id": agencyId(origin) },
  };
}

export function faqPage(faqs: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<", ">" and "&" are escaped so content text can never close the script. */
export const serializeJsonLd = (data: JsonLdDocument): string =>
  JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
