import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_FILES, ContentFileError, readContentFile } from "../gatsby/content-schema";
import { PAGE_CONTENT_FILES, tourDetailsSchema, tourListSchema } from "../gatsby/page-content-schema";

const scratch = mkdtempSync(path.join(os.tmpdir(), "content-"));
const write = (name: string, value: unknown) => {
  writeFileSync(path.join(scratch, name), JSON.stringify(value));
  return name;
};
const failure = (run: () => unknown): ContentFileError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentFileError) return error;
    throw error;
  }
  throw new Error("the file was accepted");
};

describe("sample page content files", () => {
  it("are all registered and valid as committed", () => {
    const registered = CONTENT_FILES.map((entry) => entry.file);
    for (const { file, schema } of PAGE_CONTENT_FILES) {
      expect(registered).toContain(file);
      expect(() => readContentFile(file, schema)).not.toThrow();
    }
  });

  it("a missing required field fails naming the file and the field", () => {
    const tours = readContentFile("content/pages/tour.json", tourListSchema);
    const [first, second] = tours.tours;
    const { name: _name, ...withoutName } = second ?? {};
    const file = write("tour.json", { ...tours, tours: [first, withoutName] });
    const error = failure(() => readContentFile(file, tourListSchema, scratch));
    expect(error.file).toBe("tour.json");
    expect(error.problems).toEqual(["tours.1.name: is required"]);
    expect(error.message).toContain("tour.json is not valid");
  });

  it("names a picture that is not in content/images, a wrong price and a bad date", () => {
    const tours = readContentFile("content/pages/tour.json", tourListSchema);
    const broken = {
      ...tours.tours[0],
      image: { src: "images/tours/no-such-picture.jpg", alt: "x" },
      price: "$899",
      added: "12/06/2025",
    };
    const error = failure(() =>
      readContentFile(write("tour2.json", { ...tours, tours: [broken] }), tourListSchema, scratch),
    );
    expect(error.problems).toEqual([
      "tours.0.image.src: no such file in content/",
      "tours.0.price: must be a plain number, without quotes",
      "tours.0.added: must be a date written YYYY-MM-DD",
    ]);
  });

  it("the tour plan has its seven days, Day 04 included", () => {
    const details = readContentFile("content/pages/tour-details.json", tourDetailsSchema);
    expect(details.plan).toHaveLength(7);
    expect(details.plan[3]?.title).toBeTruthy();
  });
});
