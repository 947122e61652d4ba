// images/placeholder.jpg, which the site shows when an image fails to load.
import { f1 } from "./svg-canvas.mjs";

export function placeholderSvg(c) {
  const { W, H } = c;
  const cx = W / 2,
    cy = H / 2,
    s = H * 0.32;
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.linear([
      [0, "#eef0f3"],
      [1, "#dfe3e8"],
    ])}"/>`,
  );
  c.add(
    `<rect x="${f1(cx - s)}" y="${f1(cy - s * 0.75)}" width="${f1(s * 2)}" height="${f1(s * 1.5)}" rx="${f1(s * 0.12)}" fill="#f7f8fa" stroke="#b7bec8" stroke-width="${f1(s * 0.06)}"/>`,
  );
  c.add(`<circle cx="${f1(cx + s * 0.45)}" cy="${f1(cy - s * 0.3)}" r="${f1(s * 0.17)}" fill="#b7bec8"/>`);
  c.add(
    `<path d="M${f1(cx - s * 0.8)},${f1(cy + s * 0.55)} L${f1(cx - s * 0.25)},${f1(cy - s * 0.15)} L${f1(cx + s * 0.1)},${f1(cy + s * 0.25)} L${f1(cx + s * 0.35)},${f1(cy + s * 0.02)} L${f1(cx + s * 0.8)},${f1(cy + s * 0.55)} Z" fill="#9aa3af"/>`,
  );
}
