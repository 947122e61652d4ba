// A reviewer's avatar: initials on a colour chosen by the review's position, so neighbours differ.
import { esc, f1, hsl } from "./svg-canvas.mjs";

export function avatarSvg(c, name, index) {
  const { W, H } = c;
  const HUES = [205, 12, 145, 280, 42, 330, 175, 100, 240, 60];
  const hue = (HUES[index % HUES.length] + Math.floor(index / HUES.length) * 17 + c.r(-6, 6)) % 360;
  const parts = name.split(/\s+/).filter(Boolean);
  const initials = (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : parts[0].slice(0, 2)).toUpperCase();
  c.fillDiagonal(hsl(hue, 60, 62), hsl(hue + 25, 55, 42));
  c.add(
    `<circle cx="${f1(W * c.r(0.1, 0.9))}" cy="${f1(H * c.r(0.1, 0.3))}" r="${f1(W * c.r(0.2, 0.35))}" fill="#ffffff" opacity="0.12"/>`,
  );
  c.add(
    `<circle cx="${W / 2}" cy="${f1(H * 0.4)}" r="${f1(W * 0.2)}" fill="#ffffff" opacity="0.22"/><path d="M${f1(W * 0.14)},${H} Q${f1(W * 0.16)},${f1(H * 0.64)} ${W / 2},${f1(H * 0.64)} Q${f1(W * 0.84)},${f1(H * 0.64)} ${f1(W * 0.86)},${H} Z" fill="#ffffff" opacity="0.22"/>`,
  );
  c.add(
    `<text x="${W / 2}" y="${f1(H * 0.5)}" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${f1(W * 0.34)}" fill="#ffffff">${esc(initials)}</text>`,
  );
}
