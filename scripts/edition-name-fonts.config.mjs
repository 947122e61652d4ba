// The editions' names as the language switch writes them, with the "not available" it writes beside a name where a page is
// not in that edition, and the fonts cut down to their letters (scripts/edition-name-fonts.mjs; src/i18n/editions.ts
// holds the same words, which __tests__/edition-fonts.test.ts compares).
export const EDITION_NAME_FONTS = [
  {
    code: "ml",
    name: "മലയാളം",
    unavailable: "ലഭ്യമല്ല",
    source: "node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2",
    file: "src/styles/fonts/edition-name-ml.woff2",
  },
  {
    code: "ar",
    name: "العربية",
    unavailable: "غير متاحة",
    source: "node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2",
    file: "src/styles/fonts/edition-name-ar.woff2",
  },
];
