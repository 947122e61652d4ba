import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import path from "node:path";
import { Seo } from "../src/components/seo/Seo";
import { robotsTxt, SITEMAP_PATH, webManifest } from "../gatsby/deploy/seo-files";
import { canonicalUrl, siteFacts } from "../src/lib/site";

const origin = siteFacts.siteUrl;
/** The head tags as Gatsby writes them into the static HTML (<html lang> is dropped by the parser). */
const render = (element: React.ReactElement) => {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(element);
  return { container };
};
const attribute = (container: HTMLElement, selector: string, name = "content") =>
  container.querySelector(selector)?.getAttribute(name);
const jsonLdTypes = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => (JSON.parse(script.textContent ?? "") as { "@type": string })["@type"],
  );

describe("Seo", () => {
  it("names the page's language and direction by its edition: English, Malayalam, Arabic right to left", () => {
    const html = (pathname: string) => {
      const markup = renderToStaticMarkup(<Seo title="FAQ" pathname={pathname} />);
      return {
        html: /<html [^>]*>/.exec(markup)?.[0],
        locale: /property="og:locale" content="([^"]+)"/.exec(markup)?.[1],
      };
    };
    expect(html("/faq")).toEqual({ html: '<html lang="en-IN" dir="ltr">', locale: "en_IN" });
    expect(html("/ml/faq")).toEqual({ html: '<html lang="ml" dir="ltr">', locale: "ml_IN" });
    expect(html("/ar/faq")).toEqual({ html: '<html lang="ar" dir="rtl">', locale: "ar_AE" });
  });

  it("gives a page without a picture the site's sharing image, with its size and description", () => {
    const { container } = render(<Seo title="About Us" pathname="/about/" />);
    expect(attribute(container, 'link[rel="canonical"]', "href")).toBe(`${origin}/about`);
    expect(attribute(container, 'meta[property="og:image"]')).toBe(`${origin}/og-default.jpg`);
    expect(attribute(container, 'meta[property="og:image:width"]')).toBe("1200");
    expect(attribute(container, 'meta[property="og:image:height"]')).toBe("630");
    expect(attribute(container, 'meta[property="og:image:alt"]')).toContain(siteFacts.name);
    expect(attribute(container, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(attribute(container, 'meta[name="description"]')).toBe(siteFacts.description);
    expect(jsonLdTypes(container)).toEqual(["TravelAgency"]);
  });

  it("uses the page's own picture, type, breadcrumb and extra JSON-LD", () => {
    const { container } = render(
      <Seo
        title="A post"
        description="   "
        pathname="/blog-details/x"
        type="article"
        image={{ src: "/static/abc/post.jpg", width: 1200, height: 630, alt: "A post" }}
        breadcrumb={{ title: "A post", crumbs: [{ label: "Blog", to: "/blog" }] }}
      />,
    );
    expect(attribute(container, 'meta[property="og:type"]')).toBe("article");
    expect(attribute(container, 'meta[property="og:image"]')).toBe(`${origin}/static/abc/post.jpg`);
    expect(attribute(container, 'meta[name="twitter:image"]')).toBe(`${origin}/static/abc/post.jpg`);
    expect(attribute(container, 'meta[name="description"]')).toBe(siteFacts.description);
    expect(jsonLdTypes(container)).toEqual(["TravelAgency", "BreadcrumbList"]);
  });

  it("writes no breadcrumb JSON-LD on a noindex page", () => {
    const { container } = render(
      <Seo title="Error" pathname="/blog-details" noindex breadcrumb={{ title: "Error" }} />,
    );
    expect(attribute(container, 'meta[name="robots"]')).toBe("noindex");
    expect(jsonLdTypes(container)).toEqual(["TravelAgency"]);
  });
});

describe("canonicalUrl", () => {
  it("drops a trailing slash except on the home page", () => {
    expect(canonicalUrl("/", "https://x.in")).toBe("https://x.in/");
    expect(canonicalUrl("/faq/", "https://x.in")).toBe("https://x.in/faq");
    expect(canonicalUrl("/Itinerary/dst-munnar", "https://x.in")).toBe("https://x.in/Itinerary/dst-munnar");
  });
});

describe("robots.txt and the web manifest", () => {
  it("robots.txt names the sitemap on the canonical origin", () => {
    expect(robotsTxt("https://x.in")).toBe(`User-agent: *\nAllow: /\n\nSitemap: https://x.in${SITEMAP_PATH}\n`);
  });

  it("every icon the manifest names is a committed PNG of the size it claims", async () => {
    const manifest = webManifest(siteFacts);
    expect(manifest.icons.map((icon) => icon.purpose)).toEqual(["any", "any", "maskable"]);
    for (const icon of [...manifest.icons, { src: "/icons/apple-touch-icon.png", sizes: "180x180" }]) {
      const { width, height, format } = await sharp(path.join(__dirname, "../static", icon.src)).metadata();
      expect(`${width}x${height} ${format}`).toBe(`${icon.sizes} png`);
    }
  });

  it("the default sharing image is a 1200x630 JPEG", async () => {
    const { width, height, format } = await sharp(path.join(__dirname, "../static/og-default.jpg")).metadata();
    expect([width, height, format]).toEqual([1200, 630, "jpeg"]);
  });
});
