import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "../src/components/forms/ContactForm";
import { ContactPage } from "../src/components/contact/ContactPage";
import { enquiryEnglish, problemSayer } from "../src/components/forms/enquiry-text";
import { EditionProvider } from "../src/i18n/EditionContext";
import { readCatalogue } from "../src/i18n/catalogue-files";
import type { EditionCode } from "../src/i18n/editions";
import { textOf } from "../src/i18n/text";
import { fieldProblem, problemMessage, type FieldProblem } from "../src/lib/enquiry-rules";

/** The contact page's editions: the form's words, its problems and its WhatsApp text from the edition's catalogue. */

const catalogueOf = (code: EditionCode) => readCatalogue(process.cwd(), code, ["frame", "enquiry", "contact"]);

const sayIn = (code: EditionCode) =>
  problemSayer(textOf(code, code === "en" ? undefined : catalogueOf(code), enquiryEnglish));

const renderIn = (code: Exclude<EditionCode, "en">, ui: React.ReactElement) =>
  render(
    <EditionProvider code={code} catalogue={catalogueOf(code)}>
      {ui}
    </EditionProvider>,
  );

const form = <ContactForm idPrefix="contact" draftKey="contact" heading="Heading" />;

function mockFetch(status = 201) {
  const bodies: Record<string, unknown>[] = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(init.body as string) as Record<string, unknown>);
    return { ok: status < 300, status, headers: { get: () => null }, json: async () => ({}) };
  }) as unknown as typeof fetch;
  return bodies;
}

beforeEach(() => localStorage.clear());

describe("the rules' problems as codes", () => {
  it("gives each problem a code with its parameters", () => {
    expect(fieldProblem("name", "  ")).toEqual({ code: "required", field: "name" });
    expect(fieldProblem("name", "x".repeat(101))).toEqual({ code: "tooLong", field: "name", max: 100 });
    expect(fieldProblem("name", "Meera\nNair")).toEqual({ code: "lineBreaks", field: "name" });
    expect(fieldProblem("message", "see \u202efdp.exe")).toEqual({ code: "hidden", field: "message" });
    expect(fieldProblem("email", "meera@")).toEqual({ code: "email", field: "email" });
    expect(fieldProblem("phone", "call me")).toEqual({ code: "phone", field: "phone" });
    expect(fieldProblem("phone", "")).toBeUndefined();
  });

  it("words every code in English as the API does, and in Malayalam and Arabic from the catalogues", () => {
    const problems: FieldProblem[] = [
      { code: "required", field: "name" },
      { code: "tooLong", field: "message", max: 5000 },
      { code: "tooLongWithTrip", field: "message", max: 4890 },
      { code: "hidden", field: "message" },
      { code: "lineBreaks", field: "subject" },
      { code: "email", field: "email" },
      { code: "phone", field: "phone" },
      { code: "notText", field: "name" },
    ];
    const english = sayIn("en");
    for (const problem of problems) expect(english(problem)).toBe(problemMessage(problem));
    for (const code of ["ml", "ar"] as const) {
      const say = sayIn(code);
      for (const problem of problems) {
        const words = say(problem);
        expect(words).not.toBe(problemMessage(problem));
        expect(words).toMatch(code === "ml" ? /\p{Script=Malayalam}/u : /\p{Script=Arabic}/u);
        if (problem.max) expect(words).toContain(String(problem.max));
      }
    }
  });

  it("counts a limit with the edition's plural rules (Arabic: one, two, few, many, other)", () => {
    const arabic = sayIn("ar");
    const tooLong = (max: number) => arabic({ code: "tooLong", field: "name", max });
    expect(tooLong(1)).toBe("يجب ألا يتجاوز حقل الاسم حرفًا واحدًا");
    expect(tooLong(2)).toBe("يجب ألا يتجاوز حقل الاسم حرفين");
    expect(tooLong(7)).toBe("يجب ألا يتجاوز حقل الاسم 7 أحرف");
    expect(tooLong(11)).toBe("يجب ألا يتجاوز حقل الاسم 11 حرفًا");
    expect(tooLong(100)).toBe("يجب ألا يتجاوز حقل الاسم 100 حرف");
    expect(sayIn("ml")({ code: "tooLong", field: "name", max: 100 })).toBe("പേര്: പരമാവധി 100 അക്ഷരങ്ങൾ മാത്രം");
    // English keeps the API's digits: 5000, not 5,000.
    expect(sayIn("en")({ code: "tooLong", field: "message", max: 5000 })).toBe(
      "Message must be at most 5000 characters",
    );
  });
});

describe("the enquiry form in an edition", () => {
  it("marks the problems in Malayalam under Malayalam labels", async () => {
    const user = userEvent.setup();
    mockFetch();
    renderIn("ml", form);
    await screen.findByRole("button", { name: "സന്ദേശം അയയ്ക്കുക", hidden: false });
    await user.type(screen.getByLabelText("ഇ-മെയിൽ"), "meera@");
    await user.type(screen.getByLabelText("ഫോൺ (ഐച്ഛികം)"), "call me");
    await user.click(screen.getByRole("button", { name: "സന്ദേശം അയയ്ക്കുക" }));
    expect(screen.getByLabelText("നിങ്ങളുടെ പേര്")).toHaveAccessibleDescription("പേര് നൽകുക");
    expect(screen.getByLabelText("ഇ-മെയിൽ")).toHaveAccessibleDescription("ശരിയായ ഒരു ഇ-മെയിൽ വിലാസം നൽകുക");
    expect(screen.getByLabelText("ഫോൺ (ഐച്ഛികം)")).toHaveAccessibleDescription(
      "ഫോൺ നമ്പറിൽ അക്കങ്ങൾ, സ്പേസ്, + - ( ) എന്നിവ മാത്രമേ പാടുള്ളൂ",
    );
    // As the visitor corrects a field, its problem is checked again in the same language.
    await user.clear(screen.getByLabelText("ഇ-മെയിൽ"));
    expect(screen.getByLabelText("ഇ-മെയിൽ")).toHaveAccessibleDescription("ഇ-മെയിൽ നൽകുക");
  });

  it("marks a name over its limit in Arabic", async () => {
    const user = userEvent.setup();
    mockFetch();
    renderIn("ar", form);
    const name = screen.getByLabelText("اسمك");
    await user.click(name);
    await user.paste("م".repeat(101));
    await user.click(screen.getByRole("button", { name: "إرسال الرسالة" }));
    expect(name).toHaveAccessibleDescription("يجب ألا يتجاوز حقل الاسم 100 حرف");
  });

  it("sends its language and offers the enquiry on WhatsApp in Malayalam", async () => {
    const user = userEvent.setup();
    const bodies = mockFetch();
    renderIn("ml", form);
    await user.type(screen.getByLabelText("നിങ്ങളുടെ പേര്"), "Meera Nair");
    await user.type(screen.getByLabelText("ഇ-മെയിൽ"), "meera@example.in");
    await user.type(screen.getByLabelText("വിഷയം"), "Munnar in June");
    await user.type(screen.getByLabelText("സന്ദേശം"), "Two adults");
    await user.click(screen.getByRole("button", { name: "സന്ദേശം അയയ്ക്കുക" }));
    const chat = await screen.findByRole("link", { name: "വാട്സ്ആപ്പിൽ തുടരുക (പുതിയ ടാബിൽ തുറക്കും)" });
    expect(bodies[0]).toMatchObject({ language: "ml", name: "Meera Nair" });
    expect(decodeURIComponent(new URL(chat.getAttribute("href")!).searchParams.get("text")!)).toBe(
      "നമസ്കാരം! ഞാൻ Meera Nair.\nഇ-മെയിൽ: meera@example.in\nവിഷയം: Munnar in June\n\nTwo adults",
    );
    const outcome = chat.closest("p")!;
    expect(outcome).toHaveTextContent(/^നന്ദി, നിങ്ങളുടെ അന്വേഷണം ഞങ്ങൾക്ക് ലഭിച്ചു;/);
    // The reply time is the office's fact in English, and says so.
    expect(outcome.querySelector('[lang="en"]')).toHaveTextContent(/\w/);
  });

  it("words a failed send in Arabic, its WhatsApp text in Arabic", async () => {
    const user = userEvent.setup();
    mockFetch(400);
    renderIn("ar", form);
    await user.type(screen.getByLabelText("اسمك"), "Meera");
    await user.type(screen.getByLabelText("البريد الإلكتروني"), "meera@example.in");
    await user.type(screen.getByLabelText("الموضوع"), "Munnar");
    await user.type(screen.getByLabelText("الرسالة"), "Two adults");
    await user.click(screen.getByRole("button", { name: "إرسال الرسالة" }));
    const chat = await screen.findByRole("link", { name: "أرسلها عبر واتساب (يُفتح في علامة تبويب جديدة)" });
    expect(chat.closest("p")).toHaveTextContent(/^لم تُرسَل رسالتك/);
    expect(decodeURIComponent(chat.getAttribute("href")!)).toContain("مرحبًا! أنا Meera.\nالبريد الإلكتروني:");
  });
});

describe("the contact page in an edition", () => {
  it("reads in Arabic, the office's facts marked as English and its numbers and addresses left to right", () => {
    renderIn("ar", <ContactPage />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("اتصل بنا");
    expect(screen.getByRole("heading", { name: "تواصل معنا" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "اعرض الخريطة" })).toBeInTheDocument();
    const details = screen.getByRole("heading", { name: "تواصل معنا" }).closest("section")!;
    expect(details.querySelector("address")).toHaveAttribute("lang", "en");
    const reaches = within(details)
      .getAllByRole("link")
      .filter((link) => /^(tel|mailto):/.test(link.getAttribute("href")!));
    expect(reaches.length).toBeGreaterThan(1);
    for (const link of reaches) expect(link.querySelector("bdi")).toHaveAttribute("dir", "ltr");
  });

  it("keeps the English page's words and marks nothing as another language", () => {
    const { container } = render(<ContactPage />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Contact Us");
    expect(screen.getByRole("heading", { name: "Get in touch" })).toBeInTheDocument();
    expect(container.querySelector("[lang]")).toBeNull();
    expect(container.textContent).not.toMatch(/\p{Script=Arabic}|\p{Script=Malayalam}/u);
  });
});
