/** @jest-environment node */
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { staticNetlifyAdapter } from "../gatsby/deploy/netlify-adapter";

const reporter = { info: jest.fn(), verbose: jest.fn() } as never;

describe("the Netlify adapter's build cache", () => {
  let root: string;
  let cacheDir: string;
  const dir = (name: string) => path.join(root, "site", name);
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "adapter-"));
    cacheDir = path.join(root, "netlify-cache");
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("keeps .cache and public after a build and puts them back before the next one", async () => {
    const adapter = staticNetlifyAdapter({ cacheDir });
    await mkdir(path.join(dir(".cache"), "caches"), { recursive: true });
    await writeFile(path.join(dir(".cache"), "caches", "image.avif"), "processed");
    await mkdir(dir("public"), { recursive: true });
    await writeFile(path.join(dir("public"), "index.html"), "<h1>Home</h1>");
    const directories = [dir(".cache"), dir("public")];
    await adapter.cache!.store({ directories, reporter });
    // public/ stays in place for the deploy that follows the build.
    expect(await readFile(path.join(dir("public"), "index.html"), "utf8")).toBe("<h1>Home</h1>");

    await rm(path.join(root, "site"), { recursive: true }); // the next build starts from a fresh clone
    expect(await adapter.cache!.restore({ directories, reporter })).toBe(true);
    expect(await readFile(path.join(dir(".cache"), "caches", "image.avif"), "utf8")).toBe("processed");
    expect(await readFile(path.join(dir("public"), "index.html"), "utf8")).toBe("<h1>Home</h1>");
  });

  it("reports a cold build when nothing was kept, and files of an older build do not linger", async () => {
    const adapter = staticNetlifyAdapter({ cacheDir });
    const directories = [dir("public")];
    expect(await adapter.cache!.restore({ directories, reporter })).toBe(false);
    await mkdir(dir("public"), { recursive: true });
    await writeFile(path.join(dir("public"), "old.html"), "old");
    await adapter.cache!.store({ directories, reporter });
    await rm(path.join(dir("public"), "old.html"));
    await writeFile(path.join(dir("public"), "new.html"), "new");
    await adapter.cache!.store({ directories, reporter });
    await rm(path.join(root, "site"), { recursive: true });
    await adapter.cache!.restore({ directories, reporter });
    await expect(readFile(path.join(dir("public"), "old.html"), "utf8")).rejects.toThrow();
    expect(await readFile(path.join(dir("public"), "new.html"), "utf8")).toBe("new");
  });

  it("does nothing off Netlify (no cache directory), so local builds keep their own .cache", async () => {
    delete process.env.NETLIFY;
    const adapter = staticNetlifyAdapter();
    expect(await adapter.cache!.restore({ directories: [dir(".cache")], reporter })).toBe(false);
    await expect(
      Promise.resolve(adapter.cache!.store({ directories: [dir(".cache")], reporter })),
    ).resolves.toBeUndefined();
  });
});
