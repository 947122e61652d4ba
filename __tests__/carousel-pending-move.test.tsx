import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Carousel } from "../src/components/carousel/Carousel";
import { installSilentIntersectionObserver } from "./support/browser-stand-ins";

// Swiper cannot measure slides in jsdom, so this file stands a recording Swiper in for the real one to
// check what the carousel asks of it.
const mockSlideNext = jest.fn();
const mockSlidePrev = jest.fn();
jest.mock("../src/components/carousel/swiper-engine", () => ({
  startSwiper: (track: HTMLElement) => {
    track.classList.add("swiper-initialized");
    return {
      slideNext: mockSlideNext,
      slidePrev: mockSlidePrev,
      slides: [],
      params: {},
      isBeginning: false,
      isEnd: false,
      isLocked: false,
      destroy: jest.fn(),
    };
  },
}));

beforeEach(() => {
  mockSlideNext.mockClear();
  mockSlidePrev.mockClear();
  installSilentIntersectionObserver();
});

it("a press on Next before Swiper is there loads it and moves on once it has, exactly once", async () => {
  const user = userEvent.setup();
  const { container } = render(
    <Carousel label="Team">
      {["A", "B", "C"].map((name) => (
        <p key={name}>{name}</p>
      ))}
    </Carousel>,
  );
  expect(container.querySelector(".swiper-initialized")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Next slide" }));
  await waitFor(() => expect(mockSlideNext).toHaveBeenCalledTimes(1));
  expect(container.querySelector(".swiper-initialized")).not.toBeNull();
  await user.click(screen.getByRole("button", { name: "Previous slide" }));
  expect(mockSlidePrev).toHaveBeenCalledTimes(1);
  expect(mockSlideNext).toHaveBeenCalledTimes(1);
});

it("focus reaching the carousel loads Swiper without moving it", async () => {
  const user = userEvent.setup();
  const { container } = render(
    <Carousel label="Team">
      {["A", "B", "C"].map((name) => (
        <p key={name}>{name}</p>
      ))}
    </Carousel>,
  );
  await user.tab();
  await waitFor(() => expect(container.querySelector(".swiper-initialized")).not.toBeNull());
  expect(mockSlideNext).not.toHaveBeenCalled();
});
