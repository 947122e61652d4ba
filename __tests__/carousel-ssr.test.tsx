/** @jest-environment node */
import React from "react";
import { renderToString } from "react-dom/server";
import { Carousel } from "../src/components/carousel/Carousel";

describe("Carousel on the server", () => {
  it("renders every slide, labelled, in order, with the slide widths left to CSS", () => {
    const html = renderToString(
      <Carousel label="Popular destinations" slidesPerView={{ base: 1, md: 2, xl: 4 }} autoplayMs={3000}>
        {["Munnar", "Alleppey", "Wayanad"].map((name) => (
          <article key={name}>{name}</article>
        ))}
      </Carousel>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Popular destinations"');
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain("--per-view-md:2;--per-view-lg:2;--per-view-xl:4");
    expect(html.indexOf("Munnar")).toBeLessThan(html.indexOf("Alleppey"));
    expect(html).not.toMatch(/style="[^"]*width:\s*\d+px/);
    expect(html).toContain('aria-label="Pause popular destinations"');
  });

  it("leaves the slides no width shows first out of the page until Swiper starts (their pictures wait)", () => {
    const html = renderToString(
      <Carousel label="Deals" slidesPerView={{ base: 1, md: 1.5 }}>
        {["A", "B", "C", "D"].map((name) => (
          <p key={name}>{name}</p>
        ))}
      </Carousel>,
    );
    const offstage = Array.from(html.matchAll(/aria-label="(\d) of 4"[^>]*data-offstage="true"/g), (match) => match[1]);
    expect(offstage).toEqual(["3", "4"]);
  });

  const previousButton = (html: string) => html.match(/<button[^>]*aria-label="Previous slide"[^>]*>/)?.[0] ?? "";
  const slides = (count: number) => Array.from({ length: count }, (_, index) => <p key={index}>Review {index + 1}</p>);

  it("without loop, Previous is disabled on the first slide", () => {
    expect(previousButton(renderToString(<Carousel label="Team">{slides(3)}</Carousel>))).toContain("disabled");
  });

  it("with loop and more slides than fit, Previous works from the first slide", () => {
    const html = renderToString(
      <Carousel label="Testimonials" loop slidesPerView={{ base: 1, xl: 3 }}>
        {slides(4)}
      </Carousel>,
    );
    expect(previousButton(html)).not.toContain("disabled");
  });

  it("does not loop when every slide fits in the widest view", () => {
    const html = renderToString(
      <Carousel label="Testimonials" loop slidesPerView={{ base: 1, xl: 3 }}>
        {slides(3)}
      </Carousel>,
    );
    expect(previousButton(html)).toContain("disabled");
  });
});
