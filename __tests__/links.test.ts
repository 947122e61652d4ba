import { isAllowedLink, LINK_PATTERN, linkPattern, linkProblem, linkRequirement } from "../src/lib/links";

const ALLOWED = [
  "/",
  "/contact",
  "/destinations/kerala?type=Domestic#top",
  "/assets/pdf/visa.pdf",
  "https://keralamholidays.netlify.app",
  "https://www.google.com/maps?q=Changanassery%20Central%20Junction&output=embed",
  "https://wa.me/919447012345?text=Hello%20there",
  "HTTPS://Example.com/Path",
  "https://localhost:8000/x",
  "mailto:hello@keralamholidays.com",
  "mailto:hello@keralamholidays.com?subject=Trip",
  "tel:+914812420100",
  "tel:0481-2420100",
];

/** [value, what the message must say] */
const REFUSED: [string, RegExp][] = [
  ["javascript:alert(document.domain)", /is a javascript: link, which would run code/],
  ["JavaScript:alert(1)", /javascript: link/],
  ["  javascript:alert(1)", /javascript: link/],
  ["\x01javascript:alert(1)", /javascript: link/],
  ["java\tscript:alert(1)", /javascript: link/],
  ["java\nscript:alert(1)", /javascript: link/],
  ["java&#115;cript:alert(1)", /javascript: link/],
  ["&#x6A;avascript&colon;alert(1)", /javascript: link/],
  ["javascript&#58;alert(1)", /javascript: link/],
  ["vbscript:msgbox(1)", /is a vbscript: link/],
  ["data:text/html;base64,PHNjcmlwdD4=", /is a data: link, which can carry a whole page/],
  ["DATA:image/png;base64,xx", /data: link/],
  ["//evil.example/phish", /`\/\/evil.example\/phish` is protocol-relative and would leave the site/],
  ["/\\evil.example", /protocol-relative/],
  ["\\\\evil.example", /protocol-relative/],
  ["/path\\..\\x", /contains a backslash/],
  ["http://example.com", /is plain http:\/\/, which is not encrypted; use https:\/\//],
  ["ftp://example.com/file", /uses ftp:, which is not an allowed kind of link/],
  ["whatsapp://send?phone=91", /uses whatsapp:/],
  ["contact", /`contact` is a relative path/],
  ["../contact", /relative path/],
  ["/contact us", /contains spaces or control characters/],
  ["https://good.example@evil.example/", /has a name@ before its host/],
  ["https://", /is not a well-formed https:\/\/ link/],
  ["mailto:nobody", /is not a well-formed mailto: link/],
  ["tel:call-me", /is not a well-formed tel: link/],
];

describe("the link rule", () => {
  it.each(ALLOWED)("allows %j", (value) => {
    expect(linkProblem(value)).toBeNull();
    expect(LINK_PATTERN.test(value)).toBe(true);
  });

  it.each(REFUSED)("refuses %j, naming why", (value, reason) => {
    const problem = linkProblem(value);
    expect(problem).toMatch(/^must be a site path \(\/…\), https:\/\/, mailto: or tel:; /);
    expect(problem).toMatch(reason);
    expect(LINK_PATTERN.test(value)).toBe(false);
  });

  it("says an empty link is required", () => {
    expect(linkProblem("")).toBe("is required");
  });

  it("narrows to the kinds a field takes, naming them", () => {
    expect(linkRequirement({ allow: ["https"] })).toBe("must be https://");
    expect(linkRequirement({ allow: ["path"] })).toBe("must be a site path (/…)");
    expect(linkProblem("/contact", { allow: ["https"] })).toBe(
      "must be https://; `/contact` is a site path (/…), which this field does not take",
    );
    expect(linkProblem("mailto:a@b.example", { allow: ["path"] })).toMatch(/is mailto:, which this field/);
    expect(linkProblem("https://wa.me/91", { allow: ["https"] })).toBeNull();
    expect(linkProblem("//evil.example", { allow: ["path"] })).toBe(
      "must be a site path (/…); `//evil.example` is protocol-relative and would leave the site",
    );
    expect(linkPattern({ allow: ["path"] }).test("https://example.com")).toBe(false);
  });

  it("the pattern (the CMS's) and the rule agree on every case", () => {
    const cases = [...ALLOWED, ...REFUSED.map(([value]) => value), "/a", "https://x.y/#", "tel:+1"];
    for (const allow of [undefined, ["path"], ["https"], ["mailto", "tel"]] as const)
      for (const value of cases)
        expect([value, allow, linkPattern({ allow }).test(value)]).toEqual([
          value,
          allow,
          isAllowedLink(value, { allow }),
        ]);
  });
});
