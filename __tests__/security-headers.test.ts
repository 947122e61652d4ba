import { contentSecurityPolicy, isHashedAsset, netlifyHeadersFile } from "../gatsby/security-headers";

const options = {
  apiOrigin: "https://admin.example.in/",
  chatWidgetUrl: "https://embed.tawk.to/abc/default",
  mapEmbedUrl: "https://www.google.com/maps?q=x&output=embed",
};

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy(options);
  const directive = (name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));

  it("allows only this site, the admin API, the chat host and the map host", () => {
    expect(directive("default-src")).toBe("default-src 'self'");
    expect(directive("connect-src")).toBe(
      "connect-src 'self' https://admin.example.in https://embed.tawk.to wss://embed.tawk.to",
    );
    expect(directive("script-src")).toBe("script-src 'self' 'unsafe-inline' https://embed.tawk.to");
    expect(directive("frame-src")).toBe("frame-src https://www.google.com https://embed.tawk.to");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  it("allows no other origin in connect-src when the form posts to this site", () => {
    expect(contentSecurityPolicy({ ...options, apiOrigin: null }).split("; ")).toContain(
      "connect-src 'self' https://embed.tawk.to wss://embed.tawk.to",
    );
  });

  it("never allows eval", () => {
    expect(csp).not.toContain("unsafe-eval");
  });

  it("drops the chat host when the widget is disabled", () => {
    expect(contentSecurityPolicy({ ...options, chatWidgetUrl: "" })).not.toContain("tawk");
  });
});

describe("netlifyHeadersFile", () => {
  it("sets security headers everywhere and immutable caching on hashed assets only", () => {
    const file = netlifyHeadersFile(options, ["/app-3f2a9c1b7d.js"]);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'/);
    expect(file).toContain("  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload");
    expect(file).toContain("/static/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(file).toContain("/app-3f2a9c1b7d.js\n  Cache-Control: public, max-age=31536000, immutable");
    expect(file.match(/Cache-Control/g)).toHaveLength(2);
  });

  it("recognises hashed asset names", () => {
    expect(isHashedAsset("app-3f2a9c1b7d0e.js")).toBe(true);
    expect(isHashedAsset("styles.0b1c2d3e4f5a6b7c8d9e.css")).toBe(true);
    expect(isHashedAsset("404.html")).toBe(false);
    expect(isHashedAsset("sitemap-index.xml")).toBe(false);
  });
});
