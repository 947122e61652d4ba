import React from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Carousel, resolveSlidesPerView, slidesInView } from "../src/components/carousel/Carousel";
import { testimonialsLoop } from "../src/lib/carousels";
import { installMatchMedia } from "./support/browser-stand-ins";

const mockReducedMotion = (reduce: boolean) => installMatchMedia((query) => reduce && query.includes("reduce"));

const threeSlides = ["Munnar", "Alleppey", "Wayanad"].map((name) => <article key={name}>{name}</article>);

describe("resolveSlidesPerView", () => {
  it("fills every breakpoint from the one below it", () => {
    expect(resolveSlidesPerView({ base: 1, md: 2, xl: 4 })).toEqual({ base: 1, sm: 1, md: 2, lg: 2, xl: 4 });
    expect(resolveSlidesPerView({ md: 1.5 })).toEqual({ base: 1, sm: 1, md: 1.5, lg: 1.5, xl: 1.5 });
  });
});

describe("slidesInView", () => {
  const perView = resolveSlidesPerView({ base: 1, md: 1.5, xl: 4 });
  it("counts the slides the CSS shows at a viewport width, a partly shown slide included", () => {
    expect(slidesInView(perView, 390)).toBe(1);
    expect(slidesInView(perView, 768)).toBe(2);
    expect(slidesInView(perView, 1199)).toBe(2);
    expect(slidesInView(perView, 1280)).toBe(4);
  });
});

describe("Carousel before it nears the viewport", () => {
  let observers: Array<{ callback: IntersectionObserverCallback; target?: Element }> = [];
  beforeEach(() => {
    mockReducedMotion(false);
    observers = [];
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      const observer = { callback, target: undefined as Element | undefined };
      observers.push(observer);
      return {
        observe: (target: Element) => (observer.target = target),
        disconnect: jest.fn(),
        unobserve: jest.fn(),
        takeRecords: () => [],
      };
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it("is a static track without Swiper, the slides past the first view inert", () => {
    const { container } = render(<Carousel label="Team">{threeSlides}</Carousel>);
    expect(container.querySelector(".swiper-initialized")).toBeNull();
    const slides = screen.getAllByRole("group", { name: /of 3$/ });
    expect(slides[0]).not.toHaveAttribute("inert");
    expect(slides[1]).toHaveAttribute("inert");
  });

  it("loads Swiper once it comes near the viewport", async () => {
    const { container } = render(<Carousel label="Team">{threeSlides}</Carousel>);
    const observer = observers.at(-1)!;
    act(() =>
      observer.callback(
        [{ isIntersecting: true, target: observer.target! } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    // Swiper's real module is imported here: on a loaded machine that takes longer than Jest's default 5 s.
    await waitFor(() => expect(container.querySelector(".swiper-initialized")).not.toBeNull(), { timeout: 15_000 });
  }, 20_000);
});

describe("testimonialsLoop", () => {
  it("loops only with more than 3 reviews", () => {
    expect(testimonialsLoop(3)).toBe(false);
    expect(testimonialsLoop(4)).toBe(true);
  });
});

describe("Carousel", () => {
  beforeEach(() => mockReducedMotion(false));

  it("offers labelled previous and next buttons and labels each slide", () => {
    render(<Carousel label="Team">{threeSlides}</Carousel>);
    const carousel = screen.getByRole("group", { name: "Team" });
    expect(within(carousel).getAllByRole("group", { name: /of 3$/ })).toHaveLength(3);
    expect(within(carousel).getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    expect(within(carousel).getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pause/ })).not.toBeInTheDocument();
  });

  it("autoplays, and a visitor can pause it with a toggle button", async () => {
    const user = userEvent.setup();
    render(
      <Carousel label="Hero" autoplayMs={5000}>
        {threeSlides}
      </Carousel>,
    );
    const pause = screen.getByRole("button", { name: "Pause hero" });
    expect(pause).toHaveAttribute("aria-pressed", "false");
    await user.click(pause);
    expect(pause).toHaveAttribute("aria-pressed", "true");
  });

  it("turns autoplay off under prefers-reduced-motion", async () => {
    mockReducedMotion(true);
    await act(async () => {
      render(
        <Carousel label="Hero" autoplayMs={5000}>
          {threeSlides}
        </Carousel>,
      );
    });
    expect(screen.getByRole("button", { name: "Pause hero", hidden: true })).toBeDisabled();
  });
});
