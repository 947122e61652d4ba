import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addScriptOnce, openChat } from "../src/lib/chat-widget";
import { ChatWidget } from "../src/components/layout/ChatWidget";

const chatScripts = (url: string) =>
  Array.from(document.scripts).filter((script) => script.getAttribute("src") === url);

type TawkWindow = Window & { Tawk_API?: { onLoad?: () => void; maximize?: () => void } };

afterEach(() => {
  document.body.innerHTML = "";
  delete (window as TawkWindow).Tawk_API;
});

describe("chat widget loader", () => {
  it("adds an async script once, never a second copy", () => {
    const url = "https://chat.test/once.js";
    expect(addScriptOnce(url)).toBe(true);
    expect(addScriptOnce(url)).toBe(false);
    expect(chatScripts(url)).toHaveLength(1);
    expect(chatScripts(url)[0]?.async).toBe(true);
  });

  it("loads nothing by itself: scrolling, pointer moves, keys and touches add no script", () => {
    const url = "https://chat.test/never.js";
    render(<ChatWidget url={url} />);
    for (const type of ["scroll", "wheel", "pointerdown", "pointermove", "keydown", "touchstart"]) {
      window.dispatchEvent(new Event(type));
    }
    fireEvent.keyDown(document.body, { key: "a" });
    expect(chatScripts(url)).toHaveLength(0);
    expect(document.scripts).toHaveLength(0);
  });

  it("opens the chat when the provider says it is ready, and at once when it already is", () => {
    const url = "https://chat.test/open.js";
    const win = window as TawkWindow;
    openChat(url);
    expect(chatScripts(url)).toHaveLength(1);
    const maximize = jest.fn();
    win.Tawk_API!.maximize = maximize;
    win.Tawk_API!.onLoad?.();
    expect(maximize).toHaveBeenCalledTimes(1);
    openChat(url);
    expect(maximize).toHaveBeenCalledTimes(2);
    expect(chatScripts(url)).toHaveLength(1);
  });

  it("does nothing when the URL is empty", () => {
    openChat("");
    expect(document.scripts).toHaveLength(0);
    render(<ChatWidget url="" />);
    expect(screen.queryByRole("button", { name: /chat/i })).toBeNull();
  });
});

describe("ChatWidget", () => {
  it("is a labelled button that names the provider, and its click loads the provider's script", async () => {
    const user = userEvent.setup();
    const url = "https://chat.test/click.js";
    render(<ChatWidget url={url} />);
    const button = screen.getByRole("button", { name: "Chat with us" });
    expect(button).toHaveAccessibleDescription("Opens a live chat with tawk.to, our chat provider");
    expect(chatScripts(url)).toHaveLength(0);
    await user.click(button);
    expect(chatScripts(url)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Connecting…" })).toBeDisabled();
    const win = window as TawkWindow;
    act(() => {
      chatScripts(url)[0]!.dispatchEvent(new Event("load"));
    });
    // The provider's window is open; the button stays where it was and opens it again, loading nothing more.
    const maximize = jest.fn();
    win.Tawk_API!.maximize = maximize;
    await user.click(screen.getByRole("button", { name: "Chat with us" }));
    expect(maximize).toHaveBeenCalledTimes(1);
    expect(chatScripts(url)).toHaveLength(1);
  });

  it("works from the keyboard, and says so when the provider cannot be reached", async () => {
    const user = userEvent.setup();
    const url = "https://chat.test/blocked.js";
    render(<ChatWidget url={url} />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Chat with us" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(chatScripts(url)).toHaveLength(1);
    act(() => {
      chatScripts(url)[0]!.dispatchEvent(new Event("error"));
    });
    expect(screen.getByRole("status")).toHaveTextContent("The chat could not be reached");
    expect(screen.getByRole("button", { name: "Chat with us" })).toBeEnabled();
  });
});
