import type { ComponentType } from "react";
import type { BlockType } from "../content-model/blocks";
import { AboutTeaserBlock } from "./AboutTeaser";
import { BlogTeaserBlock } from "./BlogTeaser";
import { CallToActionBlock } from "./CallToAction";
import { CountersBlock } from "./Counters";
import { DealsBlock } from "./Deals";
import { DestinationTypesBlock } from "./DestinationTypes";
import { DeviceStorageBlock } from "./DeviceStorage";
import { FaqListBlock } from "./FaqList";
import { GalleryBlock } from "./Gallery";
import { HeroSliderBlock } from "./HeroSlider";
import { OfferCarouselBlock } from "./OfferCarousel";
import { PageHeaderBlock } from "./PageHeader";
import { PrivacyContactBlock } from "./PrivacyContact";
import { RichTextBlock } from "./RichText";
import { ServiceCardsBlock } from "./ServiceCards";
import { SpaceGalleryBlock } from "./SpaceGallery";
import { StoryBlock } from "./Story";
import { TeamBlock } from "./Team";
import { TestimonialsBlock } from "./Testimonials";
import { TravelTabsBlock } from "./TravelTabs";
import { WhyChooseUsBlock } from "./WhyChooseUs";

/**
 * The block registry: each block type of the content model (src/content-model/blocks.ts) and the one component
 * that renders it, on the site and in the CMS preview. Each component's file holds its GraphQL fragment.
 */
interface BlockFragments {
  heroSlider: Queries.HeroSliderBlockFieldsFragment;
  deals: Queries.DealsBlockFieldsFragment;
  offerCarousel: Queries.OfferCarouselBlockFieldsFragment;
  aboutTeaser: Queries.AboutTeaserBlockFieldsFragment;
  gallery: Queries.GalleryBlockFieldsFragment;
  counters: Queries.CountersBlockFieldsFragment;
  team: Queries.TeamBlockFieldsFragment;
  spaceGallery: Queries.SpaceGalleryBlockFieldsFragment;
  testimonials: Queries.TestimonialsBlockFieldsFragment;
  blogTeaser: Queries.BlogTeaserBlockFieldsFragment;
  pageHeader: Queries.PageHeaderBlockFieldsFragment;
  story: Queries.StoryBlockFieldsFragment;
  whyChooseUs: Queries.WhyChooseUsBlockFieldsFragment;
  serviceCards: Queries.ServiceCardsBlockFieldsFragment;
  travelTabs: Queries.TravelTabsBlockFieldsFragment;
  destinationTypes: Queries.DestinationTypesBlockFieldsFragment;
  richText: Queries.RichTextBlockFieldsFragment;
  callToAction: Queries.CallToActionBlockFieldsFragment;
  faqList: Queries.FaqListBlockFieldsFragment;
  privacyContact: Queries.PrivacyContactBlockFieldsFragment;
  deviceStorage: Queries.DeviceStorageBlockFieldsFragment;
}

/** Block types and their components: all of them (the registry), or those one page template imports. */
export type BlockComponents = { [T in BlockType]?: ComponentType<{ block: BlockFragments[T] }> };

export const BLOCK_COMPONENTS: Required<BlockComponents> = {
  heroSlider: HeroSliderBlock,
  deals: DealsBlock,
  offerCarousel: OfferCarouselBlock,
  aboutTeaser: AboutTeaserBlock,
  gallery: GalleryBlock,
  counters: CountersBlock,
  team: TeamBlock,
  spaceGallery: SpaceGalleryBlock,
  testimonials: TestimonialsBlock,
  blogTeaser: BlogTeaserBlock,
  pageHeader: PageHeaderBlock,
  story: StoryBlock,
  whyChooseUs: WhyChooseUsBlock,
  serviceCards: ServiceCardsBlock,
  travelTabs: TravelTabsBlock,
  destinationTypes: DestinationTypesBlock,
  richText: RichTextBlock,
  callToAction: CallToActionBlock,
  faqList: FaqListBlock,
  privacyContact: PrivacyContactBlock,
  deviceStorage: DeviceStorageBlock,
};

/** One block as a page (or the CMS preview) holds it: its type and what its component shows. */
export type BlockData = { [T in BlockType]: BlockFragments[T] & { readonly type: T } }[BlockType];

export const isBlockType = (type: string): type is BlockType => Object.hasOwn(BLOCK_COMPONENTS, type);
