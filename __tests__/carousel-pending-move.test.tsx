import React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Carousel } from "../src/components/carousel/Carousel";
import { installSilentIntersectionObserver } from "./support/browser-stand-ins";

// Swiper cannot measure slides in jsdom, so this file stands a recording Swiper in for the real one to
// check what the carousel asks of it.
const mockSlideNext = jest.fn();
const mockSlidePrev = jest.fn();
/** Each start, and the end of the task it ran in (its microtasks run before the next task). */
const mockStarts: string[] = [];
jest.mock("../src/components/carousel/swiper-engine", () => ({
  startSwiper: (track: HTMLElement) => {
    const label = track.closest("[aria-roledescription='carousel']")?.getAttribute("aria-label");
    mockStarts.push(`start ${label}`);
    void Promise.resolve().then(() => mockStarts.push(`task of ${label} over`));
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
  mockStarts.length = 0;
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

it("carousels that need Swiper at the same moment start it in a task each, not in one long task", async () => {
  render(
    <>
      {["Deals", "Team"].map((label) => (
        <Carousel key={label} label={label}>
          {["A", "B", "C"].map((name) => (
            <p key={name}>{name}</p>
          ))}
        </Carousel>
      ))}
    </>,
  );
  const [deals, team] = screen.getAllByRole("button", { name: "Next slide" });
  act(() => {
    fireEvent.click(deals!);
    fireEvent.click(team!);
  });
  await waitFor(() => expect(mockSlideNext).toHaveBeenCalledTimes(2));
  // Started in one task, both starts would come before either task's end.
  expect(mockStarts).toEqual(["start Deals", "task of Deals over", "start Team", "task of Team over"]);
});
