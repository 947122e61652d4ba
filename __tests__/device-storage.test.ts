import {
  STORAGE_KEYS,
  clearPersonalData,
  createDeviceStorage,
  deviceStorage,
  readJson,
} from "../src/lib/device-storage";
import { blockedStorage, fullStorage } from "./support/storage-stand-ins";

beforeEach(() => localStorage.clear());

describe("device storage", () => {
  it("writes, reads back and removes through the browser's localStorage", () => {
    expect(deviceStorage.available()).toBe(true);
    expect(deviceStorage.write("a", "1")).toBe("saved");
    expect(deviceStorage.read("a")).toBe("1");
    expect(localStorage.getItem("a")).toBe("1");
    expect(deviceStorage.remove("a")).toBe(true);
    expect(deviceStorage.read("a")).toBeNull();
  });

  it("never throws when site data is blocked: reads nothing, saves nothing, and says so", () => {
    const blocked = blockedStorage();
    expect(blocked.available()).toBe(false);
    expect(blocked.read("a")).toBeNull();
    expect(blocked.write("a", "1")).toBe("unavailable");
    expect(blocked.remove("a")).toBe(true);
    expect(blocked.keys("")).toEqual([]);
    expect(readJson("a", blocked)).toBeNull();
  });

  it("tells a full store from a blocked one, and keeps what was there", () => {
    localStorage.setItem("a", "old");
    const store = fullStorage();
    expect(store.write("a", "new")).toBe("full");
    expect(store.read("a")).toBe("old");
  });

  it("does not count a write that does not read back as saved", () => {
    const forgetful = createDeviceStorage(
      () =>
        ({
          getItem: () => null,
          setItem: () => undefined,
          removeItem: () => undefined,
          key: () => null,
          length: 0,
        }) as unknown as Storage,
    );
    expect(forgetful.write("a", "1")).toBe("unavailable");
  });

  it("forgets every draft and the outbox, and nothing else", () => {
    localStorage.setItem(`${STORAGE_KEYS.draftPrefix}contact`, "{}");
    localStorage.setItem(`${STORAGE_KEYS.draftPrefix}trip-munnar`, "{}");
    localStorage.setItem(STORAGE_KEYS.outbox, "[]");
    localStorage.setItem("unrelated", "kept");
    expect(clearPersonalData()).toBe(true);
    expect(Object.keys({ ...localStorage })).toEqual(["unrelated"]);
    expect(clearPersonalData(blockedStorage())).toBe(true);
  });

  it("reads JSON, and a damaged value as nothing", () => {
    localStorage.setItem("a", "{not json");
    expect(readJson("a")).toBeNull();
    localStorage.setItem("a", '{"b":1}');
    expect(readJson("a")).toEqual({ b: 1 });
  });
});
