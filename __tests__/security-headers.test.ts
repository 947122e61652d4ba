import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  isHashedAsset,
  netlifyHeadersFile,
  policyMeta,
  sitePolicyPaths,
  searchWorkerContentSecurityPolicy,
  withPolicyMeta,
} from "../gatsby/deploy/security-headers";

const options = {
  apiOrigin: "https://admin.example.in/",
  chatWidgetUrl: "https://embed.tawk.to/abc/default",
  mapEmbedUrl: "https://www.google.com/maps?q=x&output=embed",
  scriptHashes: ["'sha256-AAAA'", "'sha256-BBBB'"],
};

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy(options);
  const directive = (name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));

  it("allows only this site, the admin API, the map host and exactly the hosts tawk.to documents", () => {
    // https://help.tawk.to/article/why-are-images-not-showing-up-in-the-widget
    expect(csp.split("; ")).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-AAAA' 'sha256-BBBB' https://*.tawk.to https://cdn.jsdelivr.net",
      "style-src 'self' 'unsafe-inline' https://*.tawk.to https://fonts.googleapis.com https://cdn.jsdelivr.net",
      "img-src 'self' data: https://*.tawk.to https://cdn.jsdelivr.net https://tawk.link https://s3.amazonaws.com",
      "font-src 'self' https://*.tawk.to https://fonts.gstatic.com",
      "connect-src 'self' https://admin.example.in https://*.tawk.to wss://*.tawk.to",
      "frame-src https://www.google.com https://*.tawk.to",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self' https://*.tawk.to",
      "object-src 'none'",
    ]);
  });

  it("never allows inline scripts other than by hash", () => {
    expect(directive("script-src")).not.toContain("'unsafe-inline'");
    expect(contentSecurityPolicy({ ...options, scriptHashes: [] }).split("; ")).toContain(
      "script-src 'self' https://*.tawk.to https://cdn.jsdelivr.net",
    );
  });

  it("allows no other origin in connect-src when the form posts to this site", () => {
    expect(contentSecurityPolicy({ ...options, apiOrigin: null }).split("; ")).toContain(
      "connect-src 'self' https://*.tawk.to wss://*.tawk.to",
    );
  });

  it("never allows eval", () => {
    expect(csp).not.toContain("unsafe-eval");
  });

  it("drops the chat provider's hosts when the widget is disabled", () => {
    const withoutChat = contentSecurityPolicy({ ...options, chatWidgetUrl: "" });
    expect(withoutChat).not.toMatch(/tawk|jsdelivr|fonts\.g|amazonaws/);
    expect(withoutChat.split("; ")).toContain("form-action 'self'");
  });
});

describe("netlifyHeadersFile", () => {
  it("sets security headers everywhere and immutable caching on hashed assets only", () => {
    const file = netlifyHeadersFile(options, ["/app-3f2a9c1b7d.js"]);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'/);
    expect(file).toContain("  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload");
    expect(file).toContain("  Cross-Origin-Opener-Policy: same-origin-allow-popups\n");
    expect(file).toContain("  Cross-Origin-Resource-Policy: same-origin\n");
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

describe("the CMS's own policy", () => {
  const admin = { path: "/admin/", localBackendUrl: null };
  const sitePaths = sitePolicyPaths(
    ["about", "404.html", "index.html", "admin", "destination-details", "pagefind"],
    ["/admin/", "/pagefind/"],
  );
  const file = netlifyHeadersFile(options, [], { sitePaths, admin, searchPath: "/pagefind/" });
  const policies = (path: string) =>
    file
      .split("\n\n")
      .filter((block) => block.startsWith(`${path}\n`))
      .flatMap((block) => block.match(/Content-Security-Policy: .*/g) ?? []);

  it("sets the site's policy on every top-level name but the admin's and the search's, never next to theirs", () => {
    expect(sitePaths).toEqual([
      "/",
      "/404",
      "/404/*",
      "/404.html",
      "/about",
      "/about/*",
      "/about.html",
      "/destination-details",
      "/destination-details/*",
      "/destination-details.html",
      "/index.html",
    ]);
    expect(policies("/*")).toEqual([]);
    expect(policies("/about/*")).toEqual([`Content-Security-Policy: ${contentSecurityPolicy(options)}`]);
    expect(policies("/admin/*")).toEqual([`Content-Security-Policy: ${adminContentSecurityPolicy(admin)}`]);
    expect(file).toMatch(/\/admin\/\*\n.*\n {2}X-Robots-Tag: noindex/);
    expect(policies("/pagefind/*")).toEqual([`Content-Security-Policy: ${searchWorkerContentSecurityPolicy()}`]);
  });

  it("lets the search worker compile WebAssembly and fetch the index, and no page", () => {
    expect(searchWorkerContentSecurityPolicy()).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
    );
    expect(contentSecurityPolicy(options)).not.toContain("wasm");
    expect(adminContentSecurityPolicy(admin)).not.toContain("wasm");
  });

  it("allows eval and the GitHub API for the CMS only, and decap-server only for a local-editing build", () => {
    const csp = adminContentSecurityPolicy(admin);
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).toContain("connect-src 'self' blob: https://api.github.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(adminContentSecurityPolicy({ localBackendUrl: "http://localhost:8081/api/v1" })).toContain(
      "connect-src 'self' blob: https://api.github.com http://localhost:8081;",
    );
    expect(contentSecurityPolicy(options)).not.toContain("github");
  });
});

describe("the 404 page carries the site's policy itself", () => {
  const policy = contentSecurityPolicy({
    apiOrigin: null,
    chatWidgetUrl: "",
    mapEmbedUrl: "https://www.google.com/maps?q=x&output=embed",
    scriptHashes: ["'sha256-abc='"],
  });
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Not found</title><script>1</script></head><body></body></html>';

  it("an unknown top-level path matches no rule with the site's policy when the CMS is built", () => {
    const rules = netlifyHeadersFile({ apiOrigin: null, chatWidgetUrl: "", mapEmbedUrl: "" }, [], {
      admin: { path: "/admin/", localBackendUrl: null },
      sitePaths: sitePolicyPaths(["about", "404.html", "index.html", "admin"], ["/admin/"]),
    })
      .split("\n\n")
      .filter((rule) => rule.includes("Content-Security-Policy"))
      .map((rule) => rule.split("\n")[0]!);
    expect(rules.some((rule) => new RegExp(`^${rule.replace(/\*/g, ".*")}$`).test("/no-such-page"))).toBe(false);
  });

  it("puts the policy right after the charset, before any script, without frame-ancestors", () => {
    const html = withPolicyMeta(page, policy);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
    expect(meta?.index).toBe(page.indexOf("<title>"));
    expect(meta![1]!.replace(/&amp;/g, "&")).toBe(policy.replace("frame-ancestors 'none'; ", ""));
    expect(meta![1]).toContain("frame-src https://www.google.com;");
    expect(meta![1]).not.toContain("frame-ancestors");
  });

  it("replaces the meta an earlier build wrote", () => {
    const twice = withPolicyMeta(withPolicyMeta(page, "default-src 'none'"), policy);
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).not.toContain("default-src 'none'");
    expect(policyMeta(policy)).toContain("script-src 'self' 'sha256-abc='");
  });
});
