import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Carousel, resolveSlidesPerView } from "../src/components/carousel/Carousel";
import { testimonialsLoop } from "../src/lib/carousels";

const mockReducedMotion = (reduce: boolean) => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
  }));
};

const threeSlides = ["Munnar", "Alleppey", "Wayanad"].map((name) => <article key={name}>{name}</article>);

describe("resolveSlidesPerView", () => {
  it("fills every breakpoint from the one below it", () => {
    expect(resolveSlidesPerView({ base: 1, md: 2, xl: 4 })).toEqual({ base: 1, sm: 1, md: 2, lg: 2, xl: 4 });
    expect(resolveSlidesPerView({ md: 1.5 })).toEqual({ base: 1, sm: 1, md: 1.5, lg: 1.5, xl: 1.5 });
  });
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
