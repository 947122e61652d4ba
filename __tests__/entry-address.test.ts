import { entryAt, opensAnotherEntry, reloadWhenAnotherEntryIsOpened } from "../src/cms/entry-address";

describe("the admin's address: a different entry typed into it opens that entry afresh", () => {
  it("reads the entry an address opens", () => {
    expect(entryAt("#/collections/content/entries/site")).toBe("content/site");
    expect(entryAt("#/collections/pages/entries/kerala-honeymoon/")).toBe("pages/kerala-honeymoon");
    expect(entryAt("#/collections/pages/entries/onam%20offers")).toBe("pages/onam offers");
    expect(entryAt("#/collections/pages/new")).toBeNull();
    expect(entryAt("#/collections/pages")).toBeNull();
    expect(entryAt("#/workflow")).toBeNull();
    expect(entryAt("")).toBeNull();
  });

  it("only a move straight from one entry to another counts; Decap's own ways between entries do not", () => {
    expect(opensAnotherEntry("#/collections/content/entries/site", "#/collections/lists/entries/team")).toBe(true);
    expect(opensAnotherEntry("#/collections/pages/entries/home", "#/collections/pages/entries/about")).toBe(true);
    // Through a list, the board, or a new entry saved (its address becomes the entry's): Decap's own.
    expect(opensAnotherEntry("#/collections/pages/entries/home", "#/collections/pages")).toBe(false);
    expect(opensAnotherEntry("#/workflow", "#/collections/pages/entries/home")).toBe(false);
    expect(opensAnotherEntry("#/collections/pages/new", "#/collections/pages/entries/onam-offers")).toBe(false);
    expect(opensAnotherEntry("#/collections/pages/entries/home", "#/collections/pages/entries/home/")).toBe(false);
  });

  it("the admin loads again when the address bar names another entry, and not otherwise", () => {
    const reload = jest.fn();
    const listeners: ((event: HashChangeEvent) => void)[] = [];
    const target = {
      addEventListener: (_type: string, listener: (event: HashChangeEvent) => void) => listeners.push(listener),
      location: { reload },
    } as unknown as Window;
    reloadWhenAnotherEntryIsOpened(target);
    const change = (from: string, to: string) =>
      listeners.forEach((listener) =>
        listener({ oldURL: `http://x/admin/${from}`, newURL: `http://x/admin/${to}` } as HashChangeEvent),
      );
    change("#/collections/content/entries/site", "#/collections/pages");
    expect(reload).not.toHaveBeenCalled();
    change("#/collections/content/entries/site", "#/collections/lists/entries/team");
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
