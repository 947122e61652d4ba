import { addScriptOnce, scheduleChatWidget } from "../src/lib/chat-widget";

const chatScripts = (url: string) =>
  Array.from(document.scripts).filter((script) => script.getAttribute("src") === url);

describe("chat widget loader", () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
  });

  it("adds an async script once, never a second copy", () => {
    const url = "https://chat.test/once.js";
    expect(addScriptOnce(url)).toBe(true);
    expect(addScriptOnce(url)).toBe(false);
    expect(chatScripts(url)).toHaveLength(1);
    expect(chatScripts(url)[0]?.async).toBe(true);
  });

  it("waits for the visitor's first interaction, however long that takes, and loads once", () => {
    jest.useFakeTimers();
    const url = "https://chat.test/interaction.js";
    scheduleChatWidget(url);
    scheduleChatWidget(url);
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(60_000);
    expect(chatScripts(url)).toHaveLength(0);
    window.dispatchEvent(new Event("keydown"));
    expect(chatScripts(url)).toHaveLength(1);
    window.dispatchEvent(new Event("scroll"));
    scheduleChatWidget(url);
    window.dispatchEvent(new Event("pointerdown"));
    expect(chatScripts(url)).toHaveLength(1);
  });

  it.each(["pointerdown", "keydown", "touchstart", "scroll", "wheel"])(
    "a %s counts as the first interaction",
    (type) => {
      const url = `https://chat.test/${type}.js`;
      scheduleChatWidget(url);
      expect(chatScripts(url)).toHaveLength(0);
      window.dispatchEvent(new Event(type));
      expect(chatScripts(url)).toHaveLength(1);
    },
  );

  it("does nothing when the URL is empty, and a cancelled schedule can be made again", () => {
    jest.useFakeTimers();
    scheduleChatWidget("");
    jest.advanceTimersByTime(5_000);
    expect(document.scripts).toHaveLength(0);
    const url = "https://chat.test/cancel.js";
    scheduleChatWidget(url)();
    window.dispatchEvent(new Event("keydown"));
    expect(chatScripts(url)).toHaveLength(0);
    scheduleChatWidget(url);
    window.dispatchEvent(new Event("keydown"));
    expect(chatScripts(url)).toHaveLength(1);
  });
});
