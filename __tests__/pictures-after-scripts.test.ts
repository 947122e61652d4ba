import { HELD, HYDRATED_EVENT, PICTURES_AFTER_SCRIPTS } from "../src/lib/pictures-after-scripts";

/** A card's picture as src/components/common/Picture.tsx writes it. */
const PICTURE = (loading: "lazy" | "eager", name: string) =>
  `<picture><source type="image/avif" srcset="/${name}.avif 400w" sizes="100vw">` +
  `<source type="image/webp" srcset="/${name}.webp 400w" sizes="100vw">` +
  `<img src="/${name}.jpg" srcset="/${name}.jpg 400w" sizes="100vw" alt="" loading="${loading}"></picture>`;

const attributes = (selector: string) =>
  Array.from(document.querySelectorAll(selector), (element) =>
    Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value])),
  );
const parsed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("pictures below the fold after the scripts", () => {
  let stop: () => void;
  beforeEach(() => {
    document.body.innerHTML = "";
    // Each test's script listens on the document; the previous one's is released so it no longer acts.
    new Function(PICTURES_AFTER_SCRIPTS)();
    stop = () => document.dispatchEvent(new Event(HYDRATED_EVENT));
  });
  afterEach(() => stop());

  it("holds a lazy picture's files as the parser inserts it, leaves the first screen's alone, and lets them load once hydrated", async () => {
    document.body.innerHTML = PICTURE("eager", "hero") + PICTURE("lazy", "card");
    await parsed();
    const [hero, card] = attributes("img");
    expect(hero).toMatchObject({ src: "/hero.jpg", srcset: "/hero.jpg 400w" });
    expect(card).toEqual(expect.objectContaining({ [HELD]: "", [`${HELD}-src`]: "/card.jpg" }));
    expect(card).not.toHaveProperty("src");
    expect(card).not.toHaveProperty("srcset");
    expect(attributes("source").slice(2)).toEqual([
      expect.not.objectContaining({ srcset: expect.anything() }),
      expect.not.objectContaining({ srcset: expect.anything() }),
    ]);

    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(attributes("img")[1]).toEqual({
      src: "/card.jpg",
      srcset: "/card.jpg 400w",
      sizes: "100vw",
      alt: "",
      loading: "lazy",
    });
    expect(attributes("source").map((source) => source.srcset)).toEqual([
      "/hero.avif 400w",
      "/hero.webp 400w",
      "/card.avif 400w",
      "/card.webp 400w",
    ]);
    expect(document.querySelectorAll(`[${HELD}],[${HELD}-src],[${HELD}-srcset]`)).toHaveLength(0);
  });

  it("keeps what the page's own script set meanwhile (a re-rendered picture) instead of the held files", async () => {
    document.body.innerHTML = PICTURE("lazy", "card");
    await parsed();
    document.querySelector("img")!.setAttribute("srcset", "/other.jpg 400w");
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(attributes("img")[0]).toMatchObject({ srcset: "/other.jpg 400w", src: "/card.jpg" });
  });

  it("lets the pictures load when a script fails to load, so a page whose scripts never arrive still shows them", async () => {
    document.body.innerHTML = PICTURE("lazy", "card");
    await parsed();
    const script = document.createElement("script");
    document.body.append(script);
    script.dispatchEvent(new Event("error"));
    expect(attributes("img")[0]).toMatchObject({ src: "/card.jpg" });
  });

  it("lets them load after ten seconds at the latest, and holds nothing inserted after that", async () => {
    stop(); // this test's script runs on fake timers
    jest.useFakeTimers();
    try {
      new Function(PICTURES_AFTER_SCRIPTS)();
      document.body.innerHTML = PICTURE("lazy", "card");
      await jest.advanceTimersByTimeAsync(9_999);
      expect(attributes("img")[0]).not.toHaveProperty("src");
      await jest.advanceTimersByTimeAsync(1);
      expect(attributes("img")[0]).toMatchObject({ src: "/card.jpg" });
      document.body.insertAdjacentHTML("beforeend", PICTURE("lazy", "later"));
      await jest.advanceTimersByTimeAsync(0);
      expect(attributes("img")[1]).toMatchObject({ src: "/later.jpg" });
    } finally {
      jest.useRealTimers();
    }
  });
});
