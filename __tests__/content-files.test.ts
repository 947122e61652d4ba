import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CONTENT_FILES,
  ContentFileError,
  hotelsSchema,
  readContentFile,
  transportSchema,
} from "../gatsby/content-schema";

describe("content files", () => {
  it.each(CONTENT_FILES.map(({ file, schema }) => [file, schema] as const))("%s is valid", (file, schema) => {
    expect(() => readContentFile(file, schema)).not.toThrow();
  });

  const writeTemp = (data: unknown) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "content-"));
    writeFileSync(path.join(dir, "cards.json"), JSON.stringify(data));
    return dir;
  };
  const hotel = {
    slug: "hotel-a",
    title: "Hotel A",
    image: "./images/hotel-lakeside.jpg",
    imageAlt: "A hotel",
    price: 5000,
    days: 2,
    rating: 4.2,
  };

  it("rejects a hotel price outside 3540 to 9600, naming the file and field", () => {
    const dir = writeTemp([{ ...hotel, price: 12000 }]);
    expect(() => readContentFile("cards.json", hotelsSchema, dir)).toThrow(ContentFileError);
    expect(() => readContentFile("cards.json", hotelsSchema, dir)).toThrow(
      /cards\.json[\s\S]*0\.price: must be at most 9600/,
    );
  });

  it("rejects a hotel rating outside 1.0 to 5.0, a missing one, and a transport price outside 2500 to 8000", () => {
    expect(() => readContentFile("cards.json", hotelsSchema, writeTemp([{ ...hotel, rating: 5.5 }]))).toThrow(
      /0\.rating: must be from 1\.0 to 5\.0/,
    );
    const { rating: _rating, ...unrated } = hotel;
    expect(() => readContentFile("cards.json", hotelsSchema, writeTemp([unrated]))).toThrow(/0\.rating/);
    const transport = {
      slug: "cab",
      title: "Cab",
      image: "./images/transport-city.jpg",
      imageAlt: "A cab",
      price: 1800,
      days: 1,
      rating: 4.5,
    };
    expect(() => readContentFile("cards.json", transportSchema, writeTemp([transport]))).toThrow(
      /price: must be at least 2500/,
    );
  });

  it("rejects an image that is not in content/images", () => {
    expect(() =>
      readContentFile("cards.json", hotelsSchema, writeTemp([{ ...hotel, image: "./images/missing.jpg" }])),
    ).toThrow(/image: names an image that is not in content\/images/);
  });
});
