import assert from "node:assert/strict";
import { test } from "node:test";
import { SEARCH_PAGES, isSearchPage, withSearchWord } from "../../netlify/search-word.mjs";
import { config } from "../../netlify/edge-functions/search-word.js";

// As Preact writes the boxes (the destination list's, then the blog's) and another input beside them.
const PAGE =
  '<form><input id="P0-1" type="search" name="search" value placeholder="Try “beach”" autocomplete="off"/>' +
  '<input id="blog-search" type="search" name="search" value="old" placeholder="Search articles"/>' +
  '<input type="hidden" name="category" value="Kerala"/></form>';

test("writes the word into every search box, replacing the value there, and nothing else", () => {
  assert.equal(
    withSearchWord(PAGE, "munnar"),
    '<form><input value="munnar" id="P0-1" type="search" name="search" placeholder="Try “beach”" autocomplete="off"/>' +
      '<input value="munnar" id="blog-search" type="search" name="search" placeholder="Search articles"/>' +
      '<input type="hidden" name="category" value="Kerala"/></form>',
  );
});

test("escapes the word, so an address cannot add markup or attributes to the page", () => {
  const html = withSearchWord(PAGE, '"><script>alert(1)</script>&');
  assert.ok(html.includes('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"'));
  assert.ok(!html.includes("<script>"));
});

test("writes replacement patterns such as $' and $& as the letters typed, not as parts of the page", () => {
  for (const word of ["$'", "$&", "$`", "$1", "$$", "a$'b$&c"]) {
    const html = withSearchWord(PAGE, word);
    const typed = word.replace(/&/g, "&amp;");
    assert.equal(html, withSearchWord(PAGE, "WORD").split('value="WORD"').join(`value="${typed}"`), word);
  }
});

test("leaves the page as built for an empty, blank or over-long word, and a page without a search box", () => {
  assert.equal(withSearchWord(PAGE, ""), PAGE);
  assert.equal(withSearchWord(PAGE, "   "), PAGE);
  assert.equal(withSearchWord(PAGE, "x".repeat(101)), PAGE);
  assert.equal(withSearchWord("<main><p>FAQ</p></main>", "visa"), "<main><p>FAQ</p></main>");
  assert.ok(withSearchWord(PAGE, " munnar ").includes('value="munnar"'));
});

test("the list pages and their editions, and only they; the edge function has the same paths", () => {
  for (const page of [
    "/destinations",
    "/destination/Domestic",
    "/destination/International/",
    "/tour",
    "/blog",
    "/ml/destinations",
    "/ml/destination/Domestic",
    "/ar/destination/International",
    "/ml/tour",
    "/ar/tour/",
    "/ml/blog",
    "/ar/blog",
  ])
    assert.ok(isSearchPage(page), page);
  for (const page of [
    "/",
    "/faq",
    "/destination",
    "/destination/Domestic/extra",
    "/blog-details/x",
    "/tours",
    "/ml/faq",
    "/ml/tour-details/x",
    "/ml/blog-details/x",
    "/fr/destination/Domestic",
  ])
    assert.ok(!isSearchPage(page), page);
  assert.deepEqual(config.path, SEARCH_PAGES);
});
