// No picture is held twice: tracked pictures and the drawn seed images all differ (scripts/picture-copies.mjs).
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { identicalPictures, PICTURE, pictureFiles } from "../picture-copies.mjs";

const root = new URL("../..", import.meta.url).pathname;

test("no two pictures of the repository have the same bytes", () => {
  const files = pictureFiles(root);
  assert.ok(files.length > 50, `only ${files.length} pictures found`);
  const copies = identicalPictures(root, files).map((group) => `same bytes: ${group.join(" and ")}`);
  assert.deepEqual(copies, []);
});

test("names both paths of a copy, and only pictures count", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "picture-copies-"));
  try {
    mkdirSync(path.join(dir, "a"));
    writeFileSync(path.join(dir, "a/one.jpg"), "same");
    writeFileSync(path.join(dir, "two.webp"), "same");
    writeFileSync(path.join(dir, "three.png"), "other");
    assert.deepEqual(identicalPictures(dir, ["two.webp", "a/one.jpg", "three.png"]), [["a/one.jpg", "two.webp"]]);
    for (const name of ["x.jpg", "x.JPEG", "x.png", "x.webp", "x.avif", "x.svg"]) assert.ok(PICTURE.test(name), name);
    for (const name of ["x.json", "x.pdf", "x.jpg.md"]) assert.ok(!PICTURE.test(name), name);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
