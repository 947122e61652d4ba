import { act, renderHook } from "@testing-library/react";
import {
  ENGAGE_MARGIN,
  IDLE_WAIT_MS,
  NO_IDLE_CALLBACK_WAIT_MS,
  afterLoadAndIdle,
  useCarouselEngagement,
} from "../src/hooks/useCarouselEngagement";

type Engine = { slideNext: jest.Mock };

let idleCallbacks: Array<() => void> = [];
let observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });

const runIdleCallbacks = () => act(() => idleCallbacks.splice(0).forEach((callback) => callback()));

const comeNear = (isIntersecting: boolean) =>
  act(() => observers.at(-1)?.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));

const renderEngagement = (engine: Engine | null = null) => {
  const rootRef = { current: document.createElement("div") };
  const engineRef = { current: engine };
  return { engineRef, ...renderHook(() => useCarouselEngagement<Engine>(rootRef, engineRef)) };
};

beforeEach(() => {
  idleCallbacks = [];
  observers = [];
  setReadyState("complete");
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) =>
    idleCallbacks.push(() => callback({} as IdleDeadline)),
  );
  window.cancelIdleCallback = jest.fn();
  window.IntersectionObserver = jest.fn(
    (callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      observers.push({ callback, options });
      return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
    },
  ) as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  delete (document as { readyState?: unknown }).readyState;
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.useRealTimers();
});

describe("afterLoadAndIdle", () => {
  it("waits for the window's load, then for an idle moment of at most IDLE_WAIT_MS", () => {
    setReadyState("loading");
    const then = jest.fn();
    afterLoadAndIdle(then);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    expect(window.requestIdleCallback).toHaveBeenCalledWith(then, { timeout: IDLE_WAIT_MS });
  });

  it("without requestIdleCallback, runs a short pause after load", () => {
    jest.useFakeTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    const then = jest.fn();
    afterLoadAndIdle(then);
    jest.advanceTimersByTime(NO_IDLE_CALLBACK_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("cancelled before the load, never asks for the idle moment", () => {
    setReadyState("loading");
    afterLoadAndIdle(jest.fn())();
    window.dispatchEvent(new Event("load"));
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
  });
});

describe("useCarouselEngagement", () => {
  it("engages once the carousel is within the margin of the viewport and the browser is idle", () => {
    const { result } = renderEngagement();
    expect(observers.at(-1)?.options).toEqual({ rootMargin: ENGAGE_MARGIN });
    comeNear(false);
    expect(idleCallbacks).toHaveLength(0);
    comeNear(true);
    expect(result.current.engaged).toBe(false);
    runIdleCallbacks();
    expect(result.current.engaged).toBe(true);
  });

  it("without IntersectionObserver, engages after load and idle", () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { result } = renderEngagement();
    expect(result.current.engaged).toBe(false);
    runIdleCallbacks();
    expect(result.current.engaged).toBe(true);
  });

  it("engages at once when the visitor reaches for the carousel", () => {
    const { result } = renderEngagement();
    act(() => result.current.engage());
    expect(result.current.engaged).toBe(true);
  });

  it("stops waiting for the idle moment when unmounted", () => {
    const { unmount } = renderEngagement();
    comeNear(true);
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });

  it("keeps a press made before the engine starts, the latest one, and carries it out once", () => {
    const { result } = renderEngagement();
    const first = jest.fn();
    const latest = jest.fn();
    act(() => result.current.move(first));
    act(() => result.current.move(latest));
    expect(result.current.engaged).toBe(true);
    const engine = { slideNext: jest.fn() };
    result.current.carryOutPendingMove(engine);
    result.current.carryOutPendingMove(engine);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(latest).toHaveBeenCalledWith(engine);
  });

  it("carries out a press at once on a started engine", () => {
    const engine = { slideNext: jest.fn() };
    const { result } = renderEngagement(engine);
    result.current.move((started) => started.slideNext());
    expect(engine.slideNext).toHaveBeenCalledTimes(1);
  });
});
