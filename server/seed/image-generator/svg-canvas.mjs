// The SVG canvas every picture is drawn on, its random numbers seeded from the image path, and colour helpers.

// FNV-1a: turns an image path into a 32-bit seed, so each image gets its own stable random sequence.
function hashString(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}
// A small seeded generator; Math.random cannot be seeded, and reruns must give the same pictures.
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
// One decimal is finer than a pixel and keeps the SVG text short.
export const f1 = (n) => (Math.round(n * 10) / 10).toString();

function hslToRgb(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s = clamp(s, 0, 100) / 100;
  l = clamp(l, 0, 100) / 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}
const toHex = (rgb) =>
  "#" +
  rgb
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
export const hsl = (h, s, l) => toHex(hslToRgb(h, s, l));
const fromHex = (hex) => {
  const h = hex.length === 4 ? "#" + [...hex.slice(1)].map((ch) => ch + ch).join("") : hex;
  return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
};
export const mix = (c1, c2, t) => {
  const a = fromHex(c1),
    b = fromHex(c2);
  return toHex(a.map((v, i) => v + (b[i] - v) * t));
};
export const esc = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Collects SVG elements and <defs>; r/ri/pick draw from a generator seeded by the image path.
export class SvgCanvas {
  constructor(W, H, seedKey) {
    this.W = W;
    this.H = H;
    this.rnd = mulberry32(hashString(seedKey));
    this.defs = [];
    this.body = [];
    this.n = 0;
  }
  r(a = 0, b = 1) {
    return a + this.rnd() * (b - a);
  }
  ri(a, b) {
    return Math.floor(this.r(a, b + 1));
  }
  pick(arr) {
    return arr[Math.floor(this.rnd() * arr.length)];
  }
  id(p = "g") {
    return `${p}${++this.n}`;
  }
  add(s) {
    this.body.push(s);
  }
  linear(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.id("lg");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
        stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("") +
        `</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.id("rg");
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
        stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("") +
        `</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(sd) {
    const id = this.id("bl");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
  clip(inner) {
    const id = this.id("cp");
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  // Fills the whole canvas with a gradient from the top-left corner to the bottom-right one.
  fillDiagonal(from, to) {
    this.add(
      `<rect width="${this.W}" height="${this.H}" fill="${this.linear(
        [
          [0, from],
          [1, to],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
  }
  svg() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}
