import { enquiryMessage, whatsappUrl } from "../src/lib/whatsapp";
import { siteFacts } from "../src/lib/site";

const textOf = (url: string) => new URL(url).searchParams.get("text");

describe("whatsapp links", () => {
  it("uses the number from content/site.json", () => {
    expect(whatsappUrl("Hi")).toBe(`https://wa.me/${siteFacts.whatsappNumber}?text=Hi`);
  });

  it("round-trips tricky text: quotes, &, #, emoji, Malayalam script and newlines", () => {
    const message = `Tom & "Jerry's" trip #2 🌴\nമൂന്നാർ യാത്ര? 100% yes + more`;
    const url = whatsappUrl(enquiryMessage({ name: "Anu & Co", subject: "Q&A #1", message }));
    expect(url.split("?text=")[1]).not.toMatch(/[ "#\n]/);
    expect(textOf(url)).toBe(`Hi! I'm Anu & Co.\nSubject: Q&A #1\n\n${message}`);
  });

  it("puts the visitor's own words in the enquiry text, trimmed", () => {
    expect(enquiryMessage({ name: "  Meera ", subject: " Munnar in June ", message: " Two adults, one child. " })).toBe(
      "Hi! I'm Meera.\nSubject: Munnar in June\n\nTwo adults, one child.",
    );
  });
});
