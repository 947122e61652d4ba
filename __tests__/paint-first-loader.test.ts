import { PAINT_FIRST_LOADER } from "../gatsby/upstream/paint-first-scripts";

describe("the paint-first loader in a browser", () => {
  let observers: { callback: (list: { getEntries(): { name: string }[] }) => void; disconnected: boolean }[];
  let frames: (() => void)[];

  /** Runs the loader as the page's last script; `paintTiming` says whether the browser reports paints. */
  function runLoader({ paintTiming }: { paintTiming: boolean }) {
    observers = [];
    frames = [];
    document.body.innerHTML = "";
    document.head.innerHTML = "";
    const loader = document.createElement("script");
    loader.setAttribute("data-scripts", "/webpack-runtime-1.js /framework-2.js /app-3.js");
    loader.setAttribute("data-preload", "/page-data/tour/page-data.json /component---tour-4.js");
    document.body.append(loader);
    class StandInObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"];
      entry: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]["callback"]) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    Object.defineProperty(window, "PerformanceObserver", { value: StandInObserver, configurable: true });
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((frame) => {
      frames.push(() => frame(0));
      return frames.length;
    });
    jest.spyOn(document, "currentScript", "get").mockReturnValue(loader);
    new Function(PAINT_FIRST_LOADER)();
  }

  const requested = () => Array.from(document.body.querySelectorAll("script[src]"), (s) => s.getAttribute("src"));
  const paint = (name: string) => observers[0]?.callback({ getEntries: () => [{ name }] });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("requests nothing before the first contentful paint, then the scripts in order, after one frame", () => {
    runLoader({ paintTiming: true });
    expect(requested()).toEqual([]);
    paint("first-paint");
    expect(frames).toHaveLength(0);
    paint("first-contentful-paint");
    expect(observers[0]?.disconnected).toBe(true);
    frames.forEach((frame) => frame());
    expect(requested()).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(requested()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    // The preloads come after, each in a task of its own: the eight of a trip page added in one task made one of
    // the long tasks Total Blocking Time counts.
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    // Pending: one timer per preload, and the 3 s fallback (it finds the scripts requested and does nothing).
    expect(jest.getTimerCount()).toBe(3);
    jest.runOnlyPendingTimers();
    const scripts = Array.from(document.body.querySelectorAll<HTMLScriptElement>("script[src]"));
    expect(scripts.every((script) => !script.async)).toBe(true);
    // With them, what the app would ask for only once it runs, one round trip after another.
    expect(
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => [
        link.getAttribute("href"),
        link.as,
        link.crossOrigin,
      ]),
    ).toEqual([
      ["/page-data/tour/page-data.json", "fetch", "anonymous"],
      ["/component---tour-4.js", "script", null],
    ]);
  });

  it("falls back to a timer when no first paint is reported within 3 s (a background tab), and loads once", () => {
    runLoader({ paintTiming: true });
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(2999);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    paint("first-contentful-paint");
    frames.forEach((frame) => frame());
    jest.runAllTimers();
    expect(requested()).toHaveLength(3);
  });

  it("without paint timing, requests the scripts after the next frame", () => {
    runLoader({ paintTiming: false });
    expect(observers).toHaveLength(0);
    frames.forEach((frame) => frame());
    jest.runAllTimers();
    expect(requested()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });
});
