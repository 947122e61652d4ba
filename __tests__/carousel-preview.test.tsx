import React from "react";
import { readdirSync, readFileSync } from "node:fs";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { EngineOptions } from "../src/components/carousel/swiper-engine";
import type { PageBlockContent } from "../src/content-model/blocks";
import { BLOCK_COMPONENTS, type ShownBlock } from "../src/blocks";
import { BlockElement } from "../src/blocks/BlockList";
import { BlockPreview, editedItem, previewBlocks } from "../src/blocks/preview";
import { installMatchMedia, installSilentIntersectionObserver } from "./support/browser-stand-ins";

// Swiper cannot run in jsdom: a stand-in that autoplays from the start when asked to, as Swiper does.
const mockEngines: {
  autoplayMs?: number;
  autoplay: { running: boolean; start: () => void; stop: () => void };
  /** The slides it was asked to show (slideTo, or slideToLoop in a loop). */
  shown: number[];
}[] = [];
jest.mock("../src/components/carousel/swiper-engine", () => ({
  startSwiper: (track: HTMLElement, { autoplayMs }: EngineOptions) => {
    const autoplay = {
      running: Boolean(autoplayMs),
      start: () => (autoplay.running = true),
      stop: () => (autoplay.running = false),
    };
    const shown: number[] = [];
    mockEngines.push({ autoplayMs, autoplay, shown });
    return {
      autoplay,
      slideTo: (index: number) => shown.push(index),
      slideToLoop: (index: number) => shown.push(index),
      slides: [...track.querySelectorAll(".swiper-slide")],
      params: {},
      activeIndex: 0,
      isBeginning: true,
      isEnd: false,
      isLocked: false,
      destroy: jest.fn(),
    };
  },
}));

const committedBlocks = readdirSync("content/pages", { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".json"))
  .flatMap(
    (name) => (JSON.parse(readFileSync(`content/pages/${name}`, "utf8")) as { blocks: PageBlockContent[] }).blocks,
  );
// The committed blocks the preview renders as carousels that autoplay on the site (the others that autoplay
// there, e.g. offers and reviews, show a stand-in in the preview).
const moving = committedBlocks.filter((block) => block.type === "heroSlider" || block.type === "whyChooseUs");
const assetUrl = (path: string) => `/admin/media/${path.replace(/^(\.\.?\/)+/, "")}`;
/** The build's records still on their way: blocks with backend data show their stand-ins. */
const recordsPending = () => new Promise<never>(() => undefined);

const carousels = () => [...document.querySelectorAll('[aria-roledescription="carousel"]')];

/** Brings every carousel's engine in (as a touch does: no hold) and returns the engines started. */
async function startCarousels(count: number) {
  for (const carousel of carousels()) act(() => fireEvent.pointerDown(carousel));
  await waitFor(() => expect(mockEngines).toHaveLength(count));
  return mockEngines;
}

beforeEach(() => {
  mockEngines.length = 0;
  installMatchMedia();
  installSilentIntersectionObserver();
});

describe("carousels in the CMS preview hold still", () => {
  it("the pages have carousels the preview shows: the hero slideshow and Why choose us", () => {
    expect(new Set(moving.map((block) => block.type))).toEqual(new Set(["heroSlider", "whyChooseUs"]));
  });

  it("on the site, they autoplay", async () => {
    render(
      <>
        {previewBlocks(moving, assetUrl).map((item, index) => {
          if ("problems" in item) throw new Error(item.problems.join("; "));
          const block = { type: item.type, props: { content: item.content, records: {} } } as ShownBlock;
          return <BlockElement key={index} block={block} components={BLOCK_COMPONENTS} />;
        })}
      </>,
    );
    const engines = await startCarousels(moving.length);
    expect(engines.every((engine) => engine.autoplayMs && engine.autoplay.running)).toBe(true);
  });

  it("in the preview, none of them moves on its own, and no pause button is offered", async () => {
    render(<BlockPreview blocks={moving} assetUrl={assetUrl} loadRecords={recordsPending} />);
    const engines = await startCarousels(moving.length);
    expect(engines.map((engine) => engine.autoplay.running)).toEqual(moving.map(() => false));
    for (const pause of screen.getAllByRole("button", { name: /^Pause/, hidden: true })) expect(pause).toBeDisabled();
    // Focus coming and going (a hold taken and released) does not start it either.
    for (const carousel of carousels()) {
      act(() => fireEvent.focus(carousel));
      act(() => fireEvent.blur(carousel));
    }
    expect(engines.every((engine) => !engine.autoplay.running)).toBe(true);
  });

  it("every committed block in the preview: no carousel moves on its own", async () => {
    render(<BlockPreview blocks={committedBlocks} assetUrl={assetUrl} loadRecords={recordsPending} />);
    const count = carousels().length;
    expect(count).toBeGreaterThanOrEqual(moving.length);
    const engines = await startCarousels(count);
    expect(engines.filter((engine) => engine.autoplayMs).length).toBeGreaterThanOrEqual(moving.length);
    expect(engines.filter((engine) => engine.autoplay.running)).toEqual([]);
  });
});

describe("the preview shows the slide being edited", () => {
  const hero = moving.find((block) => block.type === "heroSlider") as PageBlockContent & {
    slides: { title: string }[];
  };
  const withSlideTitle = (index: number, title: string) => ({
    ...hero,
    slides: hero.slides.map((slide, position) => (position === index ? { ...slide, title } : slide)),
  });

  it("an edit is placed at the item of the first list on its way: a slide's title, a removed slide, not the block's title", () => {
    expect(hero.slides.length).toBeGreaterThanOrEqual(3);
    expect(editedItem(hero, withSlideTitle(2, "Monsoon"))).toBe(2);
    expect(editedItem(hero, { ...hero, slides: hero.slides.filter((_, position) => position !== 1) })).toBe(1);
    expect(editedItem(hero, { ...hero, slides: hero.slides.slice(0, 2) })).toBe(1);
    expect(editedItem(hero, { ...hero, slides: [...hero.slides, hero.slides[0]] })).toBe(hero.slides.length);
    expect(editedItem(hero, { ...hero, eyebrow: "New" })).toBeUndefined();
    expect(editedItem(hero, JSON.parse(JSON.stringify(hero)))).toBeUndefined();
  });

  it("typing in the third slide brings it into view; a copy of the same entry does not move it", async () => {
    const { rerender } = render(<BlockPreview blocks={[hero]} assetUrl={assetUrl} loadRecords={recordsPending} />);
    const [engine] = await startCarousels(1);
    expect(engine!.shown).toEqual([]);
    rerender(<BlockPreview blocks={[withSlideTitle(2, "Monsoon")]} assetUrl={assetUrl} loadRecords={recordsPending} />);
    expect(engine!.shown).toEqual([2]);
    // Decap renders the preview again with a new copy of an unchanged entry: the carousel stays where it is.
    rerender(<BlockPreview blocks={[withSlideTitle(2, "Monsoon")]} assetUrl={assetUrl} loadRecords={recordsPending} />);
    expect(engine!.shown).toEqual([2]);
    // The next keystroke in the same slide shows it again (the marketer may have moved away with the arrows).
    rerender(
      <BlockPreview blocks={[withSlideTitle(2, "Monsoon ")]} assetUrl={assetUrl} loadRecords={recordsPending} />,
    );
    expect(engine!.shown).toEqual([2, 2]);
    rerender(<BlockPreview blocks={[withSlideTitle(0, "Onam")]} assetUrl={assetUrl} loadRecords={recordsPending} />);
    expect(engine!.shown).toEqual([2, 2, 0]);
  });

  it("a carousel whose Swiper has not started yet shows the edited slide once it starts", async () => {
    const { rerender } = render(<BlockPreview blocks={[hero]} assetUrl={assetUrl} loadRecords={recordsPending} />);
    rerender(<BlockPreview blocks={[withSlideTitle(1, "Onam")]} assetUrl={assetUrl} loadRecords={recordsPending} />);
    await waitFor(() => expect(mockEngines).toHaveLength(1));
    expect(mockEngines[0]!.shown).toEqual([1]);
  });
});
