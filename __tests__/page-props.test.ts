import { withArtDirection } from "gatsby-plugin-image";
import { PHONE_MEDIA } from "../src/lib/media";
import { propsFromQuery } from "../src/blocks/page-props";
import { previewImage } from "../src/blocks/preview";

/*
 * A block of a page's query as its component's props: what the generated templates give every block component, so
 * the site's and the CMS preview's props agree (the preview's side: __tests__/blocks.test.tsx).
 */

const wide = previewImage("/static/hero-wide.avif", 1600, 900);
const tall = previewImage("/static/hero-tall.avif", 480, 774);

describe("propsFromQuery", () => {
  it("a content picture is its picture data; with a portrait crop, phones get the crop", () => {
    const { content, records } = propsFromQuery(
      {
        type: "heroSlider",
        heading: "Kerala",
        slides: [
          { title: "Backwaters", secondary: null, image: { childImageSharp: { gatsbyImageData: wide, tall } } },
          { title: "Hills", secondary: null, image: { childImageSharp: { gatsbyImageData: wide } } },
          { title: "No file", secondary: null, image: { childImageSharp: null } },
        ],
      },
      [],
    );
    expect(content).toEqual({
      heading: "Kerala",
      slides: [
        {
          title: "Backwaters",
          secondary: null,
          image: withArtDirection(wide, [{ media: PHONE_MEDIA, image: tall }]),
        },
        { title: "Hills", secondary: null, image: wide },
        { title: "No file", secondary: null, image: null },
      ],
    });
    expect(records).toEqual({});
  });

  it("a Markdown field's HTML is the field, as { html }; a missing one is null", () => {
    expect(propsFromQuery({ type: "richText", title: "T", textHtml: "<p>x</p>", picture: null }, []).content).toEqual({
      title: "T",
      text: { html: "<p>x</p>" },
      picture: null,
    });
    expect(propsFromQuery({ type: "richText", title: "T", textHtml: null }, []).content).toEqual({
      title: "T",
      text: null,
    });
  });

  it("the records fields go to records as the query selected them, pictures and all; the rest is content", () => {
    const deal = {
      agencyId: "deal-1",
      title: "Houseboat",
      webBannerFile: { childImageSharp: { gatsbyImageData: wide } },
    };
    expect(propsFromQuery({ type: "deals", title: "Deals", eyebrow: null, deals: [deal] }, ["deals"])).toEqual({
      content: { title: "Deals", eyebrow: null },
      records: { deals: [deal] },
    });
  });
});
