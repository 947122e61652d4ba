// Tree silhouettes: coconut palm, broadleaf and pine.
import { f1 } from "./svg-canvas.mjs";

export function palm(c, x, y, h, lean, col) {
  const tx = x + lean * h,
    ty = y - h;
  const cx = x + lean * h * 0.15,
    cy = y - h * 0.55;
  const w0 = h * 0.03,
    w1 = h * 0.014;
  let s = `<g fill="${col}"><path d="M${f1(x - w0)},${f1(y)} Q${f1(cx - w1)},${f1(cy)} ${f1(tx - w1)},${f1(ty)} L${f1(tx + w1)},${f1(ty)} Q${f1(cx + w1)},${f1(cy)} ${f1(x + w0)},${f1(y)} Z"/>`;
  const n = c.ri(7, 10);
  for (let i = 0; i < n; i++) {
    const a = -Math.PI + (Math.PI * (i + c.r(-0.3, 0.3))) / (n - 1) + c.r(-0.15, 0.15);
    const L = h * c.r(0.32, 0.46);
    const dx = Math.cos(a),
      dy = Math.sin(a);
    const ex = tx + dx * L,
      ey = ty + dy * L * 0.55 + L * 0.42;
    const qx = tx + dx * L * 0.55,
      qy = ty + dy * L * 0.55 - L * 0.12;
    const px = -dy,
      py = dx,
      wl = L * 0.1;
    s += `<path d="M${f1(tx)},${f1(ty)} Q${f1(qx + px * wl)},${f1(qy + py * wl - wl)} ${f1(ex)},${f1(ey)} Q${f1(qx - px * wl)},${f1(qy - py * wl + wl * 0.6)} ${f1(tx)},${f1(ty)} Z"/>`;
  }
  s += `<circle cx="${f1(tx - h * 0.015)}" cy="${f1(ty + h * 0.025)}" r="${f1(h * 0.02)}"/><circle cx="${f1(tx + h * 0.02)}" cy="${f1(ty + h * 0.03)}" r="${f1(h * 0.018)}"/></g>`;
  c.add(s);
}
export function roundTree(c, x, y, h, col, light) {
  const r = h * 0.32;
  let s = `<g fill="${col}"><rect x="${f1(x - h * 0.03)}" y="${f1(y - h * 0.5)}" width="${f1(h * 0.06)}" height="${f1(h * 0.5)}"/>`;
  for (let k = 0; k < 5; k++)
    s += `<circle cx="${f1(x + c.r(-r * 0.7, r * 0.7))}" cy="${f1(y - h * 0.62 + c.r(-r * 0.5, r * 0.4))}" r="${f1(r * c.r(0.55, 0.8))}"/>`;
  s += "</g>";
  if (light)
    s += `<circle cx="${f1(x - r * 0.3)}" cy="${f1(y - h * 0.78)}" r="${f1(r * 0.4)}" fill="${light}" opacity="0.35"/>`;
  c.add(s);
}
export function pine(c, x, y, h, col) {
  const w = h * 0.28;
  let d = `M${f1(x)},${f1(y - h)}`;
  const tiers = 4;
  for (let i = 1; i <= tiers; i++)
    d += ` L${f1(x + (w * i) / tiers)},${f1(y - h + (h * 0.9 * i) / tiers)} L${f1(x + ((w * i) / tiers) * 0.45)},${f1(y - h + (h * 0.9 * i) / tiers - h * 0.04)}`;
  d += ` L${f1(x + w * 0.08)},${f1(y)} L${f1(x - w * 0.08)},${f1(y)}`;
  for (let i = tiers; i >= 1; i--)
    d += ` L${f1(x - ((w * i) / tiers) * 0.45)},${f1(y - h + (h * 0.9 * i) / tiers - h * 0.04)} L${f1(x - (w * i) / tiers)},${f1(y - h + (h * 0.9 * i) / tiers)}`;
  c.add(`<path d="${d} Z" fill="${col}"/>`);
}
