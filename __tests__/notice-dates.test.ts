import { readFileSync } from "node:fs";
import { noticeDateProblems, withEarlierVersion } from "../src/lib/notice-dates";
import { problemsInWords } from "../src/cms/save-checks";
import { CONTENT_MODEL } from "../src/content-model";

const notice = JSON.parse(readFileSync("content/pages/privacy.json", "utf8")) as Record<string, unknown> & {
  lastUpdated: string;
  earlierVersions?: string[];
  title: string;
};
const pages = CONTENT_MODEL.find((entry) => "folder" in entry && entry.folder === "content/pages")!;

describe("the privacy notice's dates", () => {
  it("the notice always has a date (the build's check, which sees one version of the file)", () => {
    expect(noticeDateProblems(notice)).toEqual([]);
    const { lastUpdated: _dropped, ...undated } = notice;
    expect(noticeDateProblems(undated)).toEqual([
      "lastUpdated: is required on the privacy notice (YYYY-MM-DD, its version)",
    ]);
    // Any other page needs no date.
    expect(noticeDateProblems({ path: "/kerala-honeymoon" })).toEqual([]);
  });

  it("new words under the old date are refused, in the CMS's words", () => {
    const edited = { ...notice, title: "Privacy notice, shorter" };
    expect(noticeDateProblems(edited, notice)).toEqual([
      `lastUpdated: the notice's words changed, so its date must change too (it is still ${notice.lastUpdated}): today's date`,
    ]);
    expect(problemsInWords(pages, edited, [], notice)).toEqual([
      `Last updated: the notice's words changed, so its date must change too (it is still ${notice.lastUpdated}): today's date`,
    ]);
    // Saved again as it was read (key order and blank optional fields aside), nothing changed: no new date needed.
    const reordered: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries(notice).reverse()),
      breadcrumb: "",
    };
    expect(noticeDateProblems(reordered, notice)).toEqual([]);
  });

  it("a new date keeps the old one as an earlier version by itself, and must not go back in time", () => {
    const dated = { ...notice, title: "Privacy notice, shorter", lastUpdated: "2027-01-15" };
    const saved = withEarlierVersion(dated, notice);
    expect(saved.earlierVersions).toEqual([...(notice.earlierVersions ?? []), notice.lastUpdated]);
    expect(noticeDateProblems(saved, notice)).toEqual([]);
    // Once is enough: saved again, the list is not added to.
    expect(withEarlierVersion(saved, notice)).toBe(saved);
    expect(noticeDateProblems(dated, notice)).toEqual([
      `earlierVersions: must keep ${notice.lastUpdated}, the date the notice had, so enquiries sent with it are still accepted`,
    ]);
    const earlier = withEarlierVersion({ ...notice, lastUpdated: "2020-01-01" }, notice);
    expect(noticeDateProblems(earlier, notice)).toEqual([
      `lastUpdated: must be later than the notice's date before this change, ${notice.lastUpdated}`,
    ]);
    // Other pages are saved as they are.
    const landing = { path: "/kerala-honeymoon", lastUpdated: "2027-01-15" };
    expect(withEarlierVersion(landing, { path: "/kerala-honeymoon", lastUpdated: "2026-01-01" })).toBe(landing);
  });
});
