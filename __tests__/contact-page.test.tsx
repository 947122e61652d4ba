import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactPage } from "../src/components/contact/ContactPage";
import { mapPageUrl } from "../src/components/contact/MapFacade";
import { siteFacts } from "../src/lib/site";
import { ContactForm as PlacedForm } from "../src/components/forms/EnquiryForm";

// Pages place the enquiry form through partOnUse, whose script loads when needed: here, loaded before the renders.
beforeAll(() => PlacedForm.preload());

describe("ContactPage", () => {
  it("lists the address, both phones as tel: links and both e-mails as mailto: links", () => {
    render(<ContactPage />);
    const details = screen.getByRole("region", { name: "Get in touch" });
    expect(within(details).getByText(siteFacts.address.display)).toBeInTheDocument();
    for (const phone of siteFacts.phones)
      expect(screen.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.tel}`);
    for (const email of siteFacts.emails)
      expect(screen.getByRole("link", { name: email.address })).toHaveAttribute("href", `mailto:${email.address}`);
    expect(screen.getByRole("link", { name: /Watch our video/ })).toHaveAttribute("href", siteFacts.videoUrl);
    expect(screen.getByRole("form", { name: "Send Us a Message" })).toBeInTheDocument();
  });

  it("loads the map only when asked, as a titled iframe that takes focus", async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    expect(document.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show map" }));
    const frame = screen.getByTitle(`Map: ${siteFacts.address.display}`);
    expect(frame).toHaveAttribute("src", siteFacts.mapEmbedUrl);
    expect(frame).toHaveFocus();
  });

  it("links to the same place on Google Maps without the embed flag", () => {
    expect(mapPageUrl("https://www.google.com/maps?q=Changanassery&output=embed")).toBe(
      "https://www.google.com/maps?q=Changanassery",
    );
  });
});
