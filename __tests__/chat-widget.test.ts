import { addScriptOnce, scheduleChatWidget } from "../src/lib/chat-widget";

const chatScripts = (url: string) => Array.from(document.scripts).filter((script) => script.getAttribute("src") === url);

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

  it("waits for an idle moment after load, and scheduling again (another page) does nothing", () => {
    jest.useFakeTimers();
    const url = "https://chat.test/idle.js";
    scheduleChatWidget(url);
    scheduleChatWidget(url);
    expect(chatScripts(url)).toHaveLength(0);
    jest.advanceTimersByTime(1_000);
    expect(chatScripts(url)).toHaveLength(1);
    scheduleChatWidget(url);
    jest.advanceTimersByTime(5_000);
    expect(chatScripts(url)).toHaveLength(1);
  });

  it("loads at the first interaction if that comes before the idle moment", () => {
    jest.useFakeTimers();
    const url = "https://chat.test/interaction.js";
    scheduleChatWidget(url);
    window.dispatchEvent(new Event("keydown"));
    expect(chatScripts(url)).toHaveLength(1);
    jest.advanceTimersByTime(5_000);
    expect(chatScripts(url)).toHaveLength(1);
  });

  it("does nothing when the URL is empty, and a cancelled schedule can be made again", () => {
    jest.useFakeTimers();
    scheduleChatWidget("");
    jest.advanceTimersByTime(5_000);
    expect(document.scripts).toHaveLength(0);
    const url = "https://chat.test/cancel.js";
    scheduleChatWidget(url)();
    jest.advanceTimersByTime(5_000);
    expect(chatScripts(url)).toHaveLength(0);
    scheduleChatWidget(url);
    jest.advanceTimersByTime(1_000);
    expect(chatScripts(url)).toHaveLength(1);
  });
});
