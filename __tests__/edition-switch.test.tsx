import React from "react";
import { render, screen, within } from "@testing-library/react";
import { EditionSwitch } from "../src/components/layout/EditionSwitch";
import { EditionProvider } from "../src/i18n/EditionContext";
import malayalam from "../src/i18n/messages/ml.json";

const switchOf = (label: string) => within(screen.getByRole("navigation", { name: label }));

describe("the language switch", () => {
  it("on a page in every edition, links to the same page in the others", () => {
    render(<EditionSwitch pathname="/faq" />);
    const languages = switchOf("Language");
    expect(languages.getByText("English")).toHaveAttribute("aria-current", "page");
    expect(languages.getByRole("link", { name: "മലയാളം" })).toHaveAttribute("href", "/ml/faq");
    expect(languages.getByRole("link", { name: "العربية" })).toHaveAttribute("href", "/ar/faq");
  });

  it("on a page with no translation yet, names each edition with 'not available' in its own language, and no link", () => {
    render(<EditionSwitch pathname="/service-details" />);
    const languages = switchOf("Language");
    expect(languages.queryAllByRole("link")).toEqual([]);
    expect(languages.getByText("മലയാളം (ലഭ്യമല്ല)")).toHaveAttribute("lang", "ml");
    expect(languages.getByText("العربية (غير متاحة)")).toHaveAttribute("lang", "ar");
  });

  it("on a trip page translated into one edition only, links to it and says the other is not available", () => {
    render(
      <EditionProvider code="ml" catalogue={malayalam} editions={["en", "ml"]}>
        <EditionSwitch pathname="/ml/destination-details/dst-munnar" />
      </EditionProvider>,
    );
    const languages = switchOf("ഭാഷ");
    expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("href", "/destination-details/dst-munnar");
    expect(languages.getByText("മലയാളം")).toHaveAttribute("aria-current", "page");
    expect(languages.getByText("العربية (غير متاحة)")).toHaveAttribute("lang", "ar");
    expect(languages.getAllByRole("link")).toHaveLength(1);
  });

  it("in the phone menu is a group, so the page keeps one 'Language' landmark (the top bar's)", () => {
    render(<EditionSwitch pathname="/faq" landmark={false} />);
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(within(screen.getByRole("group", { name: "Language" })).getAllByRole("link")).toHaveLength(2);
  });
});
