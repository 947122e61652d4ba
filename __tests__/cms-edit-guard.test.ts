/** @jest-environment node */
import { createEditGuard, entryKey, SavedInAnotherTab } from "../src/cms/edit-guard";

/** Two tabs' channels, as BroadcastChannel joins them: each hears what the other posts, never itself. */
function tabs() {
  const listeners: ((event: { data: unknown }) => void)[][] = [[], []];
  const channel = (own: number) => ({
    postMessage: (data: unknown) => listeners[1 - own]!.forEach((listener) => listener({ data })),
    addEventListener: (_type: string, listener: (event: { data: unknown }) => void) => listeners[own]!.push(listener),
  });
  return [createEditGuard(channel(0) as never), createEditGuard(channel(1) as never)] as const;
}

const key = entryKey("content", "site");

describe("two tabs editing one entry", () => {
  it("the tab that read the entry before the other saved it is refused, in words", () => {
    const [a, b] = tabs();
    a.checkBeforeSave(key, "v1");
    a.announceSave(key, "v2");
    expect(() => b.checkBeforeSave(key, "v1")).toThrow(SavedInAnotherTab);
    expect(String(new SavedInAnotherTab())).toMatch(/^this entry was saved in another tab after you opened it here/);
  });

  it("a tab that read what the other saved may save, and then the first must read again", () => {
    const [a, b] = tabs();
    a.announceSave(key, "v2");
    expect(() => b.checkBeforeSave(key, "v2")).not.toThrow();
    b.announceSave(key, "v3");
    expect(() => a.checkBeforeSave(key, "v2")).toThrow(SavedInAnotherTab);
    expect(() => a.checkBeforeSave(key, "v3")).not.toThrow();
  });

  it("a tab's own saves, other entries and a browser without the channel refuse nothing", () => {
    const [a, b] = tabs();
    a.announceSave(key, "v2");
    expect(() => a.checkBeforeSave(key, "v1")).not.toThrow();
    expect(() => b.checkBeforeSave(entryKey("pages", "home"), "old")).not.toThrow();
    // After its own save, what a tab heard before is forgotten: it wrote the newest.
    b.announceSave(key, "v3");
    expect(() => b.checkBeforeSave(key, "v3")).not.toThrow();
    const alone = createEditGuard(null);
    alone.announceSave(key, "x");
    expect(() => alone.checkBeforeSave(key, "y")).not.toThrow();
  });

  it("ignores a message that is not a saved entry", () => {
    const heard: ((event: { data: unknown }) => void)[] = [];
    const guard = createEditGuard({
      postMessage: () => {},
      addEventListener: (_: string, l: never) => heard.push(l),
    } as never);
    heard.forEach((listener) => listener({ data: { key, text: 5 } }));
    heard.forEach((listener) => listener({ data: "hello" }));
    expect(() => guard.checkBeforeSave(key, "anything")).not.toThrow();
  });
});
