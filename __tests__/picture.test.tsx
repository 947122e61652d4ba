/** @jest-environment node */
import React from "react";
import { renderToString } from "react-dom/server";
import * as upstream from "gatsby-plugin-image";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { withArtDirection } from "../src/lib/art-direction";
import { Picture, intrinsicSize } from "../src/components/common/Picture";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 800,
  height: 450,
  backgroundColor: "#284858",
  images: {
    fallback: {
      src: "/static/a/800.jpg",
      srcSet: "/static/a/400.jpg 400w,/static/a/800.jpg 800w",
      sizes: "(min-width: 800px) 800px, 100vw",
    },
    sources: [
      {
        type: "image/avif",
        srcSet: "/static/a/400.avif 400w,/static/a/800.avif 800w",
        sizes: "(min-width: 800px) 800px, 100vw",
      },
      {
        type: "image/webp",
        srcSet: "/static/a/400.webp 400w,/static/a/800.webp 800w",
        sizes: "(min-width: 800px) 800px, 100vw",
      },
    ],
  },
};

describe("Picture", () => {
  it("is plain HTML: AVIF then WebP sources, a fallback with width and height, lazy by default, no script", () => {
    const html = renderToString(<Picture image={image} alt="Munnar tea hills" className="card" />);
    expect(html).not.toContain("<script");
    expect(html.indexOf('type="image/avif"')).toBeLessThan(html.indexOf('type="image/webp"'));
    expect(html).toMatch(
      /<img[^>]*src="\/static\/a\/800.jpg"[^>]*width="800"[^>]*height="450"[^>]*alt="Munnar tea hills"[^>]*loading="lazy"[^>]*decoding="async"/,
    );
    expect(html).toContain("max-width:800px");
    expect(html).toContain("background-color:#284858");
    expect(html).toContain("padding-top:56.25%");
  });

  it("an LCP picture loads eagerly at high priority and is decoded with its frame", () => {
    const html = renderToString(<Picture image={image} alt="" loading="eager" fetchpriority="high" />);
    expect(html).toMatch(/<img[^>]*loading="eager"[^>]*decoding="sync"[^>]*fetchpriority="high"/);
  });

  it("gives a full-width picture the size of its largest file (its data carries only the ratio)", () => {
    const fullWidth: IGatsbyImageData = {
      ...image,
      layout: "fullWidth",
      width: 1,
      height: 0.5625,
      images: { ...image.images, fallback: { src: "/a.jpg", srcSet: "/a-768.jpg 768w,/a-1600.jpg 1600w" } },
    };
    expect(intrinsicSize(fullWidth)).toEqual({ width: 1600, height: 900 });
    expect(intrinsicSize(image)).toEqual({ width: 800, height: 450 });
  });

  it("keeps the media queries of art-directed sources, so the browser downloads only the picture for its width", () => {
    const mobile: IGatsbyImageData = {
      ...image,
      images: {
        fallback: { src: "/static/m/400.jpg", srcSet: "/static/m/400.jpg 400w", sizes: "90vw" },
        sources: [{ type: "image/avif", srcSet: "/static/m/400.avif 400w", sizes: "90vw" }],
      },
    };
    const html = renderToString(
      <Picture image={withArtDirection(image, [{ media: "(max-width: 768px)", image: mobile }])} alt="" />,
    );
    expect(html).toContain(
      '<source type="image/avif" media="(max-width: 768px)" srcset="/static/m/400.avif 400w" sizes="90vw"/>',
    );
    // withArtDirection drops the sizes of the mobile fallback; valid HTML needs them, those of its other formats.
    expect(html).toContain('<source media="(max-width: 768px)" srcset="/static/m/400.jpg 400w" sizes="90vw"/>');
    expect(html).toContain(
      '<source type="image/avif" srcset="/static/a/400.avif 400w,/static/a/800.avif 800w" sizes="(min-width: 800px) 800px, 100vw"/>',
    );
  });

  it("gives an art-directed JPEG alone the sizes browsers assume when there are none", () => {
    const mobile: IGatsbyImageData = {
      ...image,
      images: { fallback: { src: "/static/m/400.jpg", srcSet: "/static/m/400.jpg 400w", sizes: "90vw" }, sources: [] },
    };
    expect(
      renderToString(
        <Picture image={withArtDirection(image, [{ media: "(max-width: 768px)", image: mobile }])} alt="" />,
      ),
    ).toContain('<source media="(max-width: 768px)" srcset="/static/m/400.jpg 400w" sizes="100vw"/>');
  });

  it("art-directs as gatsby-plugin-image's withArtDirection does, for everything Picture reads", () => {
    const mobile: IGatsbyImageData = {
      ...image,
      width: 400,
      height: 600,
      images: {
        fallback: { src: "/static/m/400.jpg", srcSet: "/static/m/400.jpg 400w", sizes: "100vw" },
        sources: [{ type: "image/avif", srcSet: "/static/m/400.avif 400w", sizes: "100vw" }],
      },
    };
    const directed = [{ media: "(max-width: 640px)", image: mobile }];
    const { placeholder: _placeholder, ...theirs } = upstream.withArtDirection(image, directed);
    expect(withArtDirection(image, directed)).toEqual(theirs);
    expect(withArtDirection(image, []).images).toEqual(image.images);
  });
});
