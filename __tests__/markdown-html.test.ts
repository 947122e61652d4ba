/** @jest-environment node */
import { markdownLinks, markdownToHtml } from "../src/lib/markdown-html";

describe("Markdown as HTML keeps unsafe links out", () => {
  it.each([
    "[x](javascript:alert(document.domain))",
    "[x](java&#115;cript:alert(1))",
    "[x](<java\tscript:alert(1)>)",
    "<javascript:alert(1)>",
    "[x][r]\n\n[r]: javascript:alert(1)",
    "[x](//evil.example/phish)",
    "[x](data:text/html,hi)",
  ])("writes %j without a link", (markdown) => {
    const html = markdownToHtml(markdown);
    expect(html).not.toMatch(/<a\b|href=/);
  });

  it("keeps the link's words", () => {
    expect(markdownToHtml("Read [the **terms**](javascript:alert(1)) first")).toBe(
      "<p>Read the <strong>terms</strong> first</p>\n",
    );
  });

  it("keeps allowed links as links", () => {
    expect(markdownToHtml("[Contact](/contact), [mail](mailto:a@b.example) and [map](https://maps.example/x)")).toBe(
      '<p><a href="/contact">Contact</a>, <a href="mailto:a@b.example">mail</a> and <a href="https://maps.example/x">map</a></p>\n',
    );
  });

  it("writes an unsafe picture as its description", () => {
    expect(markdownToHtml("![A <b>map</b>](javascript:alert(1))")).toBe("<p>A &lt;b&gt;map&lt;/b&gt;</p>\n");
    expect(markdownToHtml("![Map](/images/map.jpg)")).toContain('<img src="/images/map.jpg" alt="Map">');
  });

  it("lists every link and picture for the build's check", () => {
    expect(markdownLinks("[a](/a) <https://b.example> ![c](data:x)\n\n[d][r]\n\n[r]: javascript:x")).toEqual([
      { kind: "link", text: "a", href: "/a" },
      { kind: "link", text: "https://b.example", href: "https://b.example" },
      { kind: "picture", text: "c", href: "data:x" },
      { kind: "link", text: "d", href: "javascript:x" },
    ]);
  });
});
