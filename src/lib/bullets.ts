/** "• a • b ••" → ["a", "b"]: the backend's bullet-separated text as list items, empty ones dropped. */
export const splitBullets = (text: string | null | undefined): string[] =>
  (text ?? "")
    .split("•")
    .map((item) => item.trim())
    .filter(Boolean);
