import { shareTripText, whatsappShareUrl } from "../src/lib/whatsapp";

describe("Share on WhatsApp", () => {
  it("carries the trip name and the page URL, to whomever the visitor picks (no number)", () => {
    const url = whatsappShareUrl(shareTripText(" Munnar & Thekkady ", "https://example.org/Itinerary/dst-munnar"));
    expect(url.startsWith("https://wa.me/?text=")).toBe(true);
    expect(new URL(url).searchParams.get("text")).toBe(
      "Munnar & Thekkady itinerary: https://example.org/Itinerary/dst-munnar",
    );
  });
});
