#!/usr/bin/env node
// Renders every image referenced by the seed JSON files in this folder.
//
//   npm run images                    (= node server/seed/generate-images.mjs)
//   node server/seed/generate-images.mjs --force   re-render even if the file exists
//   node server/seed/generate-images.mjs --prune   also delete images no JSON file references
//
// Each picture is an SVG scene (beach, mountains, backwaters, city skyline, desert, tea hills,
// forest, temple, ...) chosen by keywords from the record, with colours and layout seeded from
// the image path, so the output is deterministic and no two images are alike. No network needed.
import { readFile, mkdir, readdir, unlink, stat } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const SEED_DIR = dirname(fileURLToPath(import.meta.url));
const args = new Set(process.argv.slice(2));
const FORCE = args.has("--force");
const PRUNE = args.has("--prune");
const JPEG = { quality: 72, mozjpeg: true };

// ---------------------------------------------------------------- utilities
function hashString(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}
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
const f1 = (n) => (Math.round(n * 10) / 10).toString();

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
const hsl = (h, s, l) => toHex(hslToRgb(h, s, l));
const fromHex = (hex) => {
  const h = hex.length === 4 ? "#" + [...hex.slice(1)].map((ch) => ch + ch).join("") : hex;
  return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
};
const mix = (c1, c2, t) => {
  const a = fromHex(c1),
    b = fromHex(c2);
  return toHex(a.map((v, i) => v + (b[i] - v) * t));
};
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// ---------------------------------------------------------------- canvas context
class Ctx {
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
  svg() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}

// ---------------------------------------------------------------- palettes
const TIMES = {
  day: {
    sky: [
      [208, 68, 46],
      [200, 70, 66],
      [190, 62, 86],
    ],
    sun: [50, 100, 95],
    glow: [48, 100, 85],
    light: 1,
  },
  dawn: {
    sky: [
      [222, 42, 56],
      [300, 32, 76],
      [28, 85, 84],
    ],
    sun: [42, 100, 92],
    glow: [30, 100, 78],
    light: 0.85,
  },
  golden: {
    sky: [
      [212, 42, 44],
      [26, 78, 68],
      [42, 95, 78],
    ],
    sun: [46, 100, 88],
    glow: [34, 100, 66],
    light: 0.72,
  },
  dusk: {
    sky: [
      [252, 38, 24],
      [330, 42, 50],
      [26, 88, 64],
    ],
    sun: [36, 100, 82],
    glow: [18, 100, 60],
    light: 0.5,
  },
  night: {
    sky: [
      [226, 50, 16],
      [232, 42, 28],
      [255, 32, 46],
    ],
    sun: [48, 30, 92],
    glow: [220, 40, 70],
    light: 0.28,
  },
};
function palette(c, times) {
  const name = c.pick(times);
  const t = TIMES[name];
  const dh = c.r(-14, 14);
  const sky = t.sky.map(([h, s, l]) => hsl(h + dh, s + c.r(-6, 6), l + c.r(-4, 4)));
  return {
    name,
    light: t.light,
    dh,
    skyTop: sky[0],
    skyMid: sky[1],
    horizon: sky[2],
    sun: hsl(...t.sun),
    glow: hsl(...t.glow),
  };
}
// A ground colour lit according to the time of day and hazed toward the horizon for distant layers.
function shade(p, h, s, l, haze = 0) {
  const lit =
    p.name === "night"
      ? hsl(h + 200 - h, 30, l * 0.35)
      : hsl(h, s * (0.55 + 0.45 * p.light), l * (0.35 + 0.65 * p.light));
  return mix(lit, p.horizon, haze);
}

// ---------------------------------------------------------------- shared drawing helpers
function smoothPath(pts, W, H, close = true) {
  let d = `M${f1(pts[0][0])},${f1(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i],
      p1 = pts[i],
      p2 = pts[i + 1],
      p3 = pts[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f1(c1[0])},${f1(c1[1])} ${f1(c2[0])},${f1(c2[1])} ${f1(p2[0])},${f1(p2[1])}`;
  }
  if (close) d += ` L${W},${H} L0,${H} Z`;
  return d;
}
function polyPath(pts, W, H) {
  return "M" + pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join(" L") + ` L${W},${H} L0,${H} Z`;
}
function sineRidge(c, baseY, amp, n = 3, steps = 40, x0 = -20, x1 = c.W + 20) {
  const comps = Array.from({ length: n }, (_, i) => ({
    f: ((0.6 + c.r(0, 1.4)) * (i + 1) * Math.PI * 2) / c.W,
    p: c.r(0, Math.PI * 2),
    a: (amp / (i + 1)) * c.r(0.6, 1.3),
  }));
  const pts = [];
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    let y = baseY;
    for (const k of comps) y -= k.a * Math.sin(k.f * x + k.p);
    pts.push([x, y]);
  }
  return pts;
}
function peakRidge(c, baseY, amp, peaks = 3, rough = 0.08, steps = 90) {
  const P = Array.from({ length: peaks }, () => ({
    x: c.r(-0.1, 1.1) * c.W,
    h: amp * c.r(0.45, 1),
    w: c.W * c.r(0.16, 0.38),
  }));
  const noise = Array.from({ length: steps + 1 }, () => c.r(-1, 1));
  const pts = [];
  for (let i = 0; i <= steps; i++) {
    const x = -20 + ((c.W + 40) * i) / steps;
    let y = 0;
    for (const p of P) y = Math.max(y, p.h * Math.max(0, 1 - Math.abs(x - p.x) / p.w));
    const nz = (noise[i] + (noise[i - 1] ?? 0) * 0.5) * amp * rough;
    pts.push([x, baseY - y * 0.92 - amp * 0.08 + nz]);
  }
  return pts;
}
function skyAndSun(c, p, { sunX, sunY, sunR, sun = true } = {}) {
  const { W, H } = c;
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.linear([
      [0, p.skyTop],
      [0.55, p.skyMid],
      [1, p.horizon],
    ])}"/>`,
  );
  if (p.name === "night") {
    for (let i = 0; i < 90; i++) {
      c.add(
        `<circle cx="${f1(c.r(0, W))}" cy="${f1(c.r(0, H * 0.55))}" r="${f1(c.r(0.6, 2.2))}" fill="#fff" opacity="${f1(c.r(0.3, 0.9))}"/>`,
      );
    }
  }
  if (!sun) return;
  const x = sunX ?? c.r(0.15, 0.85) * W;
  const y = sunY ?? c.r(0.12, 0.4) * H;
  const r = sunR ?? c.r(0.035, 0.06) * W;
  c.add(
    `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r * 6)}" fill="${c.radial([
      [0, p.glow, 0.55],
      [0.35, p.glow, 0.18],
      [1, p.glow, 0],
    ])}"/>`,
  );
  c.add(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="${p.sun}" opacity="0.95"/>`);
  return { x, y, r };
}
function clouds(c, p, n, yMin, yMax, scale = 1) {
  const { W } = c;
  const filter = c.blur(f1(W * 0.006 * scale));
  const tint = p.name === "day" ? "#ffffff" : mix("#ffffff", p.glow, 0.45);
  for (let i = 0; i < n; i++) {
    const x = c.r(-0.05, 1.05) * W,
      y = c.r(yMin, yMax);
    const w = c.r(0.08, 0.18) * W * scale;
    let g = `<g opacity="${f1(c.r(0.45, 0.85))}" filter="${filter}" fill="${tint}">`;
    const puffs = c.ri(4, 7);
    for (let k = 0; k < puffs; k++) {
      const px = x + (k / puffs - 0.5) * w,
        py = y - Math.sin((k / (puffs - 1)) * Math.PI) * w * 0.12;
      g += `<ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(w * c.r(0.14, 0.24))}" ry="${f1(w * c.r(0.08, 0.14))}"/>`;
    }
    c.add(g + "</g>");
  }
}
function birds(c, p, n) {
  const col = p.name === "day" ? "#2b3440" : "#1c1726";
  const x0 = c.r(0.1, 0.8) * c.W,
    y0 = c.r(0.1, 0.3) * c.H;
  for (let i = 0; i < n; i++) {
    const x = x0 + c.r(-0.08, 0.08) * c.W,
      y = y0 + c.r(-0.05, 0.05) * c.H,
      s = c.r(6, 12) * (c.W / 1600);
    c.add(
      `<path d="M${f1(x - s)},${f1(y)} Q${f1(x - s / 2)},${f1(y - s * 0.6)} ${f1(x)},${f1(y)} Q${f1(x + s / 2)},${f1(y - s * 0.6)} ${f1(x + s)},${f1(y)}" fill="none" stroke="${col}" stroke-width="${f1(s * 0.22)}" stroke-linecap="round"/>`,
    );
  }
}
function mist(c, p, y, h, op = 0.5) {
  c.add(
    `<rect x="0" y="${f1(y - h / 2)}" width="${c.W}" height="${f1(h)}" fill="${c.linear([
      [0, p.horizon, 0],
      [0.5, p.horizon, op],
      [1, p.horizon, 0],
    ])}"/>`,
  );
}
function vignette(c, strength = 0.28) {
  c.add(
    `<rect width="${c.W}" height="${c.H}" fill="${c.radial(
      [
        [0.55, "#000", 0],
        [1, "#000", strength],
      ],
      0.5,
      0.5,
      0.75,
    )}"/>`,
  );
}
function palm(c, x, y, h, lean, col) {
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
function roundTree(c, x, y, h, col, light) {
  const r = h * 0.32;
  let s = `<g fill="${col}"><rect x="${f1(x - h * 0.03)}" y="${f1(y - h * 0.5)}" width="${f1(h * 0.06)}" height="${f1(h * 0.5)}"/>`;
  for (let k = 0; k < 5; k++)
    s += `<circle cx="${f1(x + c.r(-r * 0.7, r * 0.7))}" cy="${f1(y - h * 0.62 + c.r(-r * 0.5, r * 0.4))}" r="${f1(r * c.r(0.55, 0.8))}"/>`;
  s += "</g>";
  if (light)
    s += `<circle cx="${f1(x - r * 0.3)}" cy="${f1(y - h * 0.78)}" r="${f1(r * 0.4)}" fill="${light}" opacity="0.35"/>`;
  c.add(s);
}
function pine(c, x, y, h, col) {
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
function water(c, p, y0, deep) {
  const { W, H } = c;
  c.add(
    `<rect x="0" y="${f1(y0)}" width="${W}" height="${f1(H - y0)}" fill="${c.linear([
      [0, mix(p.horizon, deep, p.name === "day" ? 0.25 : 0.55)],
      [1, deep],
    ])}"/>`,
  );
}
function ripples(c, p, y0, n, col, op = 0.35) {
  const { W, H } = c;
  for (let i = 0; i < n; i++) {
    const t = (i + 1) / (n + 1);
    const y = y0 + (H - y0) * t * t;
    const x = c.r(-0.1, 0.9) * W,
      len = c.r(0.05, 0.25) * W * (0.4 + t);
    c.add(
      `<path d="M${f1(x)},${f1(y)} q${f1(len / 4)},${f1(-2 - 4 * t)} ${f1(len / 2)},0 t${f1(len / 2)},0" fill="none" stroke="${col}" stroke-width="${f1(1 + 2.5 * t)}" opacity="${f1(op * (0.5 + t / 2))}"/>`,
    );
  }
}
function sunReflection(c, p, sun, y0) {
  if (!sun) return;
  for (let i = 0; i < 14; i++) {
    const t = i / 14;
    const y = y0 + (c.H - y0) * t * t * 0.9 + 4;
    const w = sun.r * (1.6 - t * 0.8) * c.r(0.5, 1.3);
    c.add(
      `<rect x="${f1(sun.x - w / 2 + c.r(-8, 8))}" y="${f1(y)}" width="${f1(w)}" height="${f1(2 + t * 5)}" rx="2" fill="${p.sun}" opacity="${f1(0.55 * (1 - t))}"/>`,
    );
  }
}
function plane(c, x, y, L, col, flip = false) {
  const h = L * 0.11;
  const g =
    `<g transform="translate(${f1(x)},${f1(y)})${flip ? " scale(-1,1)" : ""}" fill="${col}">` +
    `<path d="M${f1(-L / 2)},${f1(-h * 0.1)} L${f1(L * 0.4)},${f1(-h / 2)} Q${f1(L / 2 + h)},${f1(-h * 0.2)} ${f1(L * 0.4)},${f1(h / 2)} L${f1(-L * 0.42)},${f1(h / 2)} Q${f1(-L / 2)},${f1(h * 0.3)} ${f1(-L / 2)},${f1(-h * 0.1)} Z"/>` +
    `<path d="M${f1(-L * 0.4)},${f1(-h * 0.2)} L${f1(-L * 0.5)},${f1(-h * 2.4)} L${f1(-L * 0.38)},${f1(-h * 2.4)} L${f1(-L * 0.22)},${f1(-h * 0.3)} Z"/>` +
    `<path d="M${f1(L * 0.08)},${f1(h * 0.1)} L${f1(-L * 0.2)},${f1(h * 2.6)} L${f1(-L * 0.08)},${f1(h * 2.6)} L${f1(L * 0.22)},${f1(h * 0.2)} Z"/>` +
    `<path d="M${f1(-L * 0.36)},${f1(h * 0.1)} L${f1(-L * 0.47)},${f1(h * 1.1)} L${f1(-L * 0.4)},${f1(h * 1.1)} L${f1(-L * 0.28)},${f1(h * 0.2)} Z"/></g>`;
  c.add(g);
}
function rain(c, op = 0.35) {
  const { W, H } = c;
  let s = `<g stroke="#e8f0f8" stroke-width="${f1(W / 900)}" opacity="${op}" stroke-linecap="round">`;
  for (let i = 0; i < 260; i++) {
    const x = c.r(-0.1, 1.05) * W,
      y = c.r(-0.05, 1) * H,
      l = c.r(0.02, 0.05) * H;
    s += `<line x1="${f1(x)}" y1="${f1(y)}" x2="${f1(x - l * 0.25)}" y2="${f1(y + l)}"/>`;
  }
  c.add(s + "</g>");
  c.add(`<rect width="${W}" height="${H}" fill="#7d8b99" opacity="0.16"/>`);
}

// ---------------------------------------------------------------- scenes
const SCENES = {
  beach(c, o) {
    const { W, H } = c;
    const p = palette(c, ["day", "day", "golden", "dusk", "dawn"]);
    const hz = H * c.r(0.48, 0.58);
    const sun = skyAndSun(c, p, { sunY: c.r(0.15, 0.8) * hz });
    clouds(c, p, c.ri(2, 5), H * 0.08, hz * 0.75);
    if (c.rnd() < 0.5) birds(c, p, c.ri(3, 6));
    const sea = p.name === "day" ? hsl(188 + p.dh, 70, 38) : mix(shade(p, 228, 45, 30), p.skyTop, 0.35);
    if (!o.cliffs && c.rnd() < 0.6) {
      const left = c.rnd() < 0.5,
        hw = W * c.r(0.2, 0.4),
        hh = H * c.r(0.03, 0.08);
      const x0 = left ? -10 : W - hw,
        col = p.name === "day" ? hsl(140, 30, 35 + c.r(0, 10)) : mix(shade(p, 250, 25, 20), p.horizon, 0.35);
      c.add(
        `<path d="M${f1(x0)},${f1(hz + 2)} Q${f1(x0 + hw * (left ? 0.3 : 0.7))},${f1(hz - hh * 2)} ${f1(x0 + hw + 10)},${f1(hz + 2)} Z" fill="${col}"/>`,
      );
    }
    water(c, p, hz, sea);
    if (p.name === "day")
      c.add(
        `<rect x="0" y="${f1(hz)}" width="${W}" height="${f1((H - hz) * 0.5)}" fill="${c.linear([
          [0, hsl(178, 70, 55), 0],
          [1, hsl(172, 75, 55), 0.55],
        ])}"/>`,
      );
    sunReflection(c, p, sun, hz);
    if (o.cliffs) {
      const cx = c.rnd() < 0.5 ? 0 : W;
      const s = cx === 0 ? 1 : -1;
      const top = hz - H * 0.12;
      c.add(
        `<path d="M${cx},${f1(top)} L${f1(cx + s * W * 0.3)},${f1(top + H * 0.02)} Q${f1(cx + s * W * 0.36)},${f1(top + H * 0.15)} ${f1(cx + s * W * 0.42)},${f1(H * 0.8)} L${cx},${H} Z" fill="${shade(p, 12, 55, 42)}"/>`,
      );
      c.add(
        `<path d="M${cx},${f1(top - 10)} L${f1(cx + s * W * 0.31)},${f1(top - 4)} L${f1(cx + s * W * 0.3)},${f1(top + 16)} L${cx},${f1(top + 14)} Z" fill="${shade(p, 110, 45, 30)}"/>`,
      );
    }
    ripples(c, p, hz, 22, "#ffffff", 0.3);
    if (o.villas) {
      const n = c.ri(5, 9),
        y = hz + (H - hz) * c.r(0.18, 0.32),
        x0 = c.r(0.05, 0.35) * W,
        gap = W * c.r(0.055, 0.075);
      const col = shade(p, 30, 35, 38),
        roof = shade(p, 35, 45, 55);
      c.add(
        `<rect x="${f1(x0 - gap)}" y="${f1(y + 2)}" width="${f1(gap * (n + 1))}" height="${f1(H * 0.008)}" fill="${col}"/>`,
      );
      for (let i = 0; i < n; i++) {
        const x = x0 + i * gap,
          w = gap * 0.7,
          h = w * 0.45;
        c.add(
          `<g><rect x="${f1(x)}" y="${f1(y - h)}" width="${f1(w)}" height="${f1(h)}" fill="${col}"/>` +
            `<path d="M${f1(x - w * 0.12)},${f1(y - h)} Q${f1(x + w / 2)},${f1(y - h * 2.3)} ${f1(x + w * 1.12)},${f1(y - h)} Z" fill="${roof}"/>` +
            `<rect x="${f1(x + w * 0.1)}" y="${f1(y)}" width="${f1(w * 0.06)}" height="${f1(h * 0.8)}" fill="${col}"/><rect x="${f1(x + w * 0.84)}" y="${f1(y)}" width="${f1(w * 0.06)}" height="${f1(h * 0.8)}" fill="${col}"/></g>`,
        );
      }
    }
    if (o.lighthouse) {
      const x = c.r(0.6, 0.8) * W,
        base = hz + H * 0.02,
        h = H * 0.32,
        w = W * 0.025;
      c.add(
        `<path d="M${f1(x - W * 0.12)},${f1(base + 30)} Q${f1(x)},${f1(base - H * 0.08)} ${f1(x + W * 0.14)},${f1(base + 30)} Z" fill="${shade(p, 110, 40, 26)}"/>`,
      );
      for (let i = 0; i < 5; i++) {
        const y1 = base - h * 0.02 - (h * i) / 5,
          y2 = y1 - h / 5;
        const wa = w * (1 - (i * 0.35) / 5),
          wb = w * (1 - ((i + 1) * 0.35) / 5);
        c.add(
          `<path d="M${f1(x - wa)},${f1(y1)} L${f1(x - wb)},${f1(y2)} L${f1(x + wb)},${f1(y2)} L${f1(x + wa)},${f1(y1)} Z" fill="${i % 2 ? shade(p, 0, 0, 95) : shade(p, 2, 70, 45)}"/>`,
        );
      }
      c.add(
        `<rect x="${f1(x - w * 0.55)}" y="${f1(base - h * 1.12)}" width="${f1(w * 1.1)}" height="${f1(h * 0.1)}" fill="${shade(p, 45, 90, 70)}"/><path d="M${f1(x - w * 0.7)},${f1(base - h * 1.12)} L${f1(x)},${f1(base - h * 1.22)} L${f1(x + w * 0.7)},${f1(base - h * 1.12)} Z" fill="${shade(p, 0, 60, 30)}"/>`,
      );
    }
    if (c.rnd() < 0.55) {
      const bx = c.r(0.2, 0.75) * W,
        by = hz + (H - hz) * c.r(0.08, 0.3),
        bl = W * c.r(0.05, 0.1);
      if (c.rnd() < 0.5) boat(c, p, bx, by, bl, "canoe");
      else {
        const col = p.name === "day" ? "#ffffff" : mix("#ffffff", p.skyTop, 0.5);
        c.add(
          `<path d="M${f1(bx)},${f1(by)} L${f1(bx + bl * 0.45)},${f1(by - bl * 0.9)} L${f1(bx + bl * 0.45)},${f1(by)} Z" fill="${col}"/><path d="M${f1(bx - bl * 0.1)},${f1(by + 3)} L${f1(bx + bl * 0.7)},${f1(by + 3)} L${f1(bx + bl * 0.6)},${f1(by + bl * 0.14)} L${f1(bx)},${f1(by + bl * 0.14)} Z" fill="${shade(p, 20, 40, 30)}"/>`,
        );
      }
    }
    // sand
    const sandTop = H * c.r(0.74, 0.84);
    const sandPts = sineRidge(c, sandTop, H * 0.03, 2, 20);
    const sand = p.name === "day" ? hsl(40 + p.dh / 3, 60, 80) : shade(p, 35, 50, 62, 0.1);
    c.add(
      `<path d="${smoothPath(
        sandPts.map(([x, y]) => [x, y - 10]),
        W,
        H,
      )}" fill="#ffffff" opacity="0.6"/>`,
    );
    c.add(
      `<path d="${smoothPath(sandPts, W, H)}" fill="${c.linear([
        [0, sand],
        [1, mix(sand, "#8a6a40", 0.35)],
      ])}"/>`,
    );
    const pc = p.name === "day" ? hsl(120, 25, 16) : shade(p, 260, 20, 14);
    const side = c.rnd() < 0.5;
    if (!o.villas && c.rnd() < 0.5) {
      const n = c.ri(1, 3),
        ux = side ? c.r(0.45, 0.8) * W : c.r(0.2, 0.5) * W;
      for (let k = 0; k < n; k++) {
        const x = ux + k * W * 0.09,
          y = sandTop + H * c.r(0.06, 0.12),
          r = W * c.r(0.035, 0.05),
          hue = c.pick([5, 200, 45, 150, 330]);
        c.add(
          `<line x1="${f1(x)}" y1="${f1(y)}" x2="${f1(x + r * 0.1)}" y2="${f1(y - r * 1.3)}" stroke="${shade(p, 30, 20, 30)}" stroke-width="${f1(r * 0.06)}"/>` +
            `<path d="M${f1(x - r)},${f1(y - r * 1.1)} Q${f1(x + r * 0.1)},${f1(y - r * 2)} ${f1(x + r * 1.2)},${f1(y - r * 1.1)} Z" fill="${shade(p, hue, 70, 50)}"/>` +
            `<ellipse cx="${f1(x + r * 0.3)}" cy="${f1(y + 4)}" rx="${f1(r * 0.8)}" ry="${f1(r * 0.12)}" fill="#000000" opacity="0.12"/>`,
        );
      }
    }
    const np = c.ri(1, 3);
    for (let i = 0; i < np; i++) {
      const x = side ? c.r(0.0, 0.22) * W : c.r(0.78, 1.0) * W;
      palm(c, x, H + 10, H * c.r(0.55, 0.85), (side ? 1 : -1) * c.r(0.08, 0.3), pc);
    }
    vignette(c, 0.22);
  },

  mountains(c, o) {
    const { W, H } = c;
    const p = palette(c, o.arid ? ["day", "golden", "dawn"] : ["day", "dawn", "golden", "day"]);
    skyAndSun(c, p, { sunY: c.r(0.1, 0.35) * H });
    clouds(c, p, c.ri(2, 5), H * 0.05, H * 0.35);
    const layers = c.ri(4, 6);
    const base = o.lake ? H * c.r(0.6, 0.68) : H;
    const hue = o.arid ? 28 : 140 + c.r(-15, 15);
    const shapes = [];
    const layerStart = c.body.length;
    if (o.volcano) {
      const x = c.r(0.35, 0.65) * W,
        top = H * c.r(0.18, 0.26),
        bw = W * c.r(0.42, 0.55);
      const d = `M${f1(x - bw)},${f1(base)} Q${f1(x - bw * 0.35)},${f1(top + H * 0.15)} ${f1(x - bw * 0.09)},${f1(top)} L${f1(x + bw * 0.09)},${f1(top)} Q${f1(x + bw * 0.35)},${f1(top + H * 0.15)} ${f1(x + bw)},${f1(base)} Z`;
      const cl = c.clip(`<path d="${d}"/>`);
      c.add(`<path d="${d}" fill="${shade(p, 225, 30, 58, 0.35)}"/>`);
      let snow = `M${f1(x - bw)},${f1(top)}`;
      for (let i = 0; i <= 12; i++)
        snow += ` L${f1(x - bw * 0.4 + (bw * 0.8 * i) / 12)},${f1(top + H * (0.09 + (i % 2 ? 0.05 : 0) + c.r(0, 0.03)))}`;
      c.add(
        `<path d="${snow} L${f1(x + bw)},${f1(top - 50)} L${f1(x - bw)},${f1(top - 50)} Z" fill="#f6f8fb" clip-path="${cl}"/>`,
      );
      shapes.push(d);
    }
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const y = (o.lake ? base : H) - (o.lake ? H * 0.02 : H * 0.12) - (1 - t) * H * (o.lake ? 0.24 : 0.42);
      const amp = H * (0.34 - t * 0.2) * (o.volcano ? 0.5 : 1);
      const pts = i < 2 && !o.volcano ? peakRidge(c, y, amp, c.ri(2, 4), 0.06) : sineRidge(c, y, amp * 0.4, 3);
      const snowy = o.snow && i < 2;
      const col = shade(p, hue + t * 10, o.arid ? 35 : 35 + t * 15, o.arid ? 55 - t * 25 : 48 - t * 26, (1 - t) * 0.55);
      const d = (i < 2 ? polyPath : smoothPath)(pts, W, o.lake ? base : H);
      c.add(`<path d="${d}" fill="${snowy ? shade(p, 220, 18, 48 - i * 6, 0.3) : col}"/>`);
      if (snowy) {
        const cl = c.clip(`<path d="${d}"/>`);
        const minY = Math.min(...pts.map((q) => q[1]));
        const line = minY + amp * c.r(0.22, 0.35);
        let s = `M-20,${f1(minY - 50)} L${W + 20},${f1(minY - 50)}`;
        for (let k = 90; k >= 0; k--)
          s += ` L${f1(-20 + ((W + 40) * k) / 90)},${f1(line + (k % 2 ? 1 : -0.4) * c.r(0.2, 1) * amp * 0.07)}`;
        c.add(
          `<path d="${s} Z" fill="${c.linear([
            [0, "#ffffff"],
            [1, "#dfe7f2"],
          ])}" clip-path="${cl}" opacity="0.95"/>`,
        );
      }
      shapes.push(d);
      if (i < layers - 1) mist(c, p, y + amp * 0.1, H * 0.14, 0.18 + (1 - t) * 0.14);
      if (i === layers - 1 && !o.arid && !o.lake) {
        for (let k = 0; k < c.ri(6, 14); k++)
          pine(c, c.r(0, W), y + c.r(0.05, 0.3) * H, H * c.r(0.08, 0.18), shade(p, 150, 35, 16));
      }
    }
    const layerEndIdx = c.body.length;
    if (o.lake) {
      const deep = o.arid ? hsl(200 + p.dh / 2, 75, 38) : shade(p, 205, 45, 32);
      c.add(
        `<rect x="0" y="${f1(base)}" width="${W}" height="${f1(H - base)}" fill="${c.linear([
          [0, mix(deep, p.horizon, 0.35)],
          [1, deep],
        ])}"/>`,
      );
      const layersSvg = c.body.slice(layerStart, layerEndIdx).join("");
      c.add(
        `<g transform="translate(0,${f1(base * 2)}) scale(1,-1)" opacity="0.3" filter="${c.blur(W / 600)}">${layersSvg}</g>`,
      );
      c.add(
        `<rect x="0" y="${f1(base)}" width="${W}" height="${f1(H - base)}" fill="${c.linear([
          [0, deep, 0.1],
          [1, deep, 0.7],
        ])}"/>`,
      );
      ripples(c, p, base, 16, "#ffffff", 0.25);
      if (o.shikara) {
        for (let i = 0; i < c.ri(1, 3); i++)
          boat(c, p, c.r(0.1, 0.75) * W, base + (H - base) * c.r(0.3, 0.7), W * c.r(0.12, 0.2), "shikara");
      }
    }
    vignette(c, 0.2);
  },

  backwaters(c, o) {
    const { W, H } = c;
    const p = palette(c, ["golden", "dusk", "day", "dawn", "golden"]);
    const hz = H * c.r(0.5, 0.6);
    const sun = skyAndSun(c, p, { sunY: hz * c.r(0.45, 0.85) });
    clouds(c, p, c.ri(2, 4), H * 0.08, hz * 0.6);
    if (c.rnd() < 0.6) birds(c, p, c.ri(3, 7));
    const dark = p.name === "day" ? hsl(130, 30, 22) : shade(p, 250, 25, 16);
    const far = mix(dark, p.horizon, 0.45);
    // far shore with small palms
    c.add(`<rect x="0" y="${f1(hz - H * 0.015)}" width="${W}" height="${f1(H * 0.02)}" fill="${far}"/>`);
    for (let x = c.r(0, 20); x < W; x += c.r(W * 0.015, W * 0.05))
      palm(c, x, hz, H * c.r(0.06, 0.13), c.r(-0.2, 0.2), far);
    const deep = p.name === "day" ? hsl(170 + p.dh, 35, 30) : shade(p, 220, 35, 24);
    water(c, p, hz, deep);
    // reflection of the far shore
    c.add(`<rect x="0" y="${f1(hz)}" width="${W}" height="${f1(H * 0.05)}" fill="${far}" opacity="0.35"/>`);
    sunReflection(c, p, sun, hz);
    ripples(c, p, hz, 18, "#ffffff", 0.22);
    if (o.snake) {
      snakeBoat(c, p, c.r(0.1, 0.3) * W, hz + (H - hz) * c.r(0.3, 0.45), W * c.r(0.55, 0.7));
    } else {
      const L = W * c.r(0.3, 0.42);
      boat(c, p, c.r(0.15, 0.55) * W, hz + (H - hz) * c.r(0.22, 0.4), L, "houseboat");
      if (c.rnd() < 0.5) boat(c, p, c.r(0.05, 0.8) * W, hz + (H - hz) * c.r(0.06, 0.12), L * 0.35, "houseboat");
      if (c.rnd() < 0.6) boat(c, p, c.r(0.1, 0.8) * W, hz + (H - hz) * c.r(0.6, 0.75), W * 0.12, "canoe");
    }
    // foreground bank and leaning palms
    const side = c.rnd() < 0.5;
    const bx = side ? 0 : W,
      s = side ? 1 : -1;
    c.add(
      `<path d="M${bx},${f1(H * 0.8)} Q${f1(bx + s * W * 0.18)},${f1(H * 0.84)} ${f1(bx + s * W * 0.3)},${H} L${bx},${H} Z" fill="${dark}"/>`,
    );
    for (let i = 0; i < c.ri(2, 3); i++)
      palm(c, bx + s * c.r(0.02, 0.14) * W, H * c.r(0.88, 0.98), H * c.r(0.55, 0.9), s * c.r(0.15, 0.45), dark);
    vignette(c, 0.25);
  },

  city(c, o) {
    const { W, H } = c;
    const p = palette(c, ["dusk", "golden", "day", "dusk", "night", "day"]);
    skyAndSun(c, p, { sunY: H * c.r(0.2, 0.45), sun: p.name !== "night" || c.rnd() < 0.5 });
    clouds(c, p, c.ri(1, 4), H * 0.05, H * 0.35);
    const ground = H * c.r(0.7, 0.8);
    const lit = p.name === "night" || p.name === "dusk";
    if (o.fujiBack) {
      const x = c.r(0.3, 0.7) * W;
      c.add(
        `<path d="M${f1(x - W * 0.4)},${f1(ground)} L${f1(x - W * 0.05)},${f1(H * 0.3)} L${f1(x + W * 0.05)},${f1(H * 0.3)} L${f1(x + W * 0.4)},${f1(ground)} Z" fill="${shade(p, 230, 25, 55, 0.4)}"/>`,
      );
      c.add(
        `<path d="M${f1(x - W * 0.11)},${f1(H * 0.39)} L${f1(x - W * 0.05)},${f1(H * 0.3)} L${f1(x + W * 0.05)},${f1(H * 0.3)} L${f1(x + W * 0.11)},${f1(H * 0.39)} L${f1(x + W * 0.04)},${f1(H * 0.36)} L${f1(x)},${f1(H * 0.4)} L${f1(x - W * 0.04)},${f1(H * 0.36)} Z" fill="#f3f6fa" opacity="0.9"/>`,
      );
    }
    for (let layer = 0; layer < 2; layer++) {
      const col = layer === 0 ? shade(p, 230, 20, 45, 0.45) : shade(p, 235, 25, 22, 0.05);
      let x = -10;
      while (x < W) {
        const w = c.r(0.03, 0.08) * W,
          h = c.r(0.08, layer === 0 ? 0.38 : 0.28) * H;
        const top = ground - h;
        c.add(`<rect x="${f1(x)}" y="${f1(top)}" width="${f1(w + 1)}" height="${f1(h + 2)}" fill="${col}"/>`);
        if (c.rnd() < 0.25)
          c.add(
            `<path d="M${f1(x)},${f1(top)} L${f1(x + w / 2)},${f1(top - w * 0.5)} L${f1(x + w)},${f1(top)} Z" fill="${col}"/>`,
          );
        if (layer === 1 && lit) {
          let s = `<g fill="${hsl(45, 95, 70)}">`;
          for (let yy = top + 10; yy < ground - 10; yy += 16)
            for (let xx = x + 6; xx < x + w - 8; xx += 12)
              if (c.rnd() < 0.35)
                s += `<rect x="${f1(xx)}" y="${f1(yy)}" width="5" height="7" opacity="${f1(c.r(0.4, 0.95))}"/>`;
          c.add(s + "</g>");
        }
        x += w + c.r(0, 0.01) * W;
      }
      if (layer === 0) landmark(c, p, o.landmark, ground, shade(p, 235, 25, 30, 0.2));
    }
    // waterfront
    const deep = shade(p, 220, 40, 24);
    c.add(
      `<rect x="0" y="${f1(ground)}" width="${W}" height="${f1(H - ground)}" fill="${c.linear([
        [0, mix(deep, p.horizon, 0.25)],
        [1, deep],
      ])}"/>`,
    );
    if (lit) {
      let s = `<g fill="${hsl(45, 95, 70)}">`;
      for (let i = 0; i < 70; i++)
        s += `<rect x="${f1(c.r(0, W))}" y="${f1(ground + c.r(4, (H - ground) * 0.8))}" width="${f1(c.r(10, 50))}" height="2.5" opacity="${f1(c.r(0.15, 0.5))}"/>`;
      c.add(s + "</g>");
    }
    ripples(c, p, ground, 12, "#ffffff", 0.2);
    if (o.dhow) boat(c, p, c.r(0.1, 0.6) * W, ground + (H - ground) * 0.45, W * 0.2, "dhow");
    vignette(c, 0.3);
  },

  desert(c, o) {
    const { W, H } = c;
    const p = palette(c, ["golden", "day", "dusk", "golden"]);
    const sun = skyAndSun(c, p, { sunY: H * c.r(0.18, 0.45), sunR: W * c.r(0.05, 0.08) });
    clouds(c, p, c.ri(0, 2), H * 0.05, H * 0.3);
    const layers = c.ri(4, 5);
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const y = H * (0.52 + t * 0.3);
      const pts = sineRidge(c, y, H * (0.06 - t * 0.02), 2, 30);
      const col = shade(p, 28 + t * 4, 70, 62 - t * 18, (1 - t) * 0.45);
      c.add(`<path d="${smoothPath(pts, W, H)}" fill="${col}"/>`);
      c.add(
        `<path d="${smoothPath(
          pts.map(([x, yy]) => [x + W * 0.03, yy + H * 0.04]),
          W,
          H,
        )}" fill="${shade(p, 22, 60, 40 - t * 10)}" opacity="0.25"/>`,
      );
      if (i === 1 && o.fort)
        fort(c, p, c.r(0.15, 0.6) * W, Math.min(...pts.map((q) => q[1])) + 8, W * 0.32, shade(p, 25, 40, 30, 0.3));
      if (i === 2 && !o.balloons) {
        const n = c.ri(3, 5),
          x0 = c.r(0.15, 0.6) * W,
          yy = Math.min(...pts.map((q) => q[1])) + H * 0.03;
        for (let k = 0; k < n; k++) camel(c, x0 + k * W * 0.055, yy + k * 2, H * 0.07, shade(p, 260, 25, 14));
      }
    }
    if (o.balloons) {
      for (let k = 0; k < c.ri(5, 9); k++) balloon(c, p, c.r(0.05, 0.95) * W, c.r(0.1, 0.55) * H, c.r(0.025, 0.06) * W);
      for (let k = 0; k < c.ri(4, 7); k++) {
        const x = c.r(0, W),
          y = H * c.r(0.8, 0.95),
          h = H * c.r(0.12, 0.25),
          w = h * 0.3;
        c.add(
          `<path d="M${f1(x - w)},${f1(y)} Q${f1(x - w * 0.3)},${f1(y - h * 0.6)} ${f1(x - w * 0.2)},${f1(y - h)} Q${f1(x)},${f1(y - h * 1.12)} ${f1(x + w * 0.2)},${f1(y - h)} Q${f1(x + w * 0.3)},${f1(y - h * 0.6)} ${f1(x + w)},${f1(y)} Z" fill="${shade(p, 30, 35, 55 - k * 4)}"/>`,
        );
      }
    }
    void sun;
    vignette(c, 0.25);
  },

  tea(c, o) {
    const { W, H } = c;
    const p = palette(c, o.rain ? ["day", "dawn"] : ["day", "dawn", "day", "golden"]);
    skyAndSun(c, p, { sunY: H * c.r(0.08, 0.25), sun: !o.rain });
    clouds(c, p, c.ri(3, 6), H * 0.04, H * 0.3, o.rain ? 1.6 : 1);
    const layers = c.ri(4, 6);
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const y = H * (0.35 + t * 0.45);
      const pts = sineRidge(c, y, H * (0.09 - t * 0.03), 3, 30);
      const hue = (o.terraces ? 95 : 115) + c.r(-10, 10);
      const col = shade(p, hue, 45 + t * 15, 50 - t * 18, (1 - t) * 0.6);
      const d = smoothPath(pts, W, H);
      c.add(`<path d="${d}" fill="${col}"/>`);
      if (i >= 1) {
        const cl = c.clip(`<path d="${d}"/>`);
        const rowCol = shade(p, hue + 10, 50, 28 - t * 8, (1 - t) * 0.4);
        const gap = H * (0.008 + t * 0.014);
        let s = `<g clip-path="${cl}" fill="none" stroke="${rowCol}" stroke-width="${f1(gap * 0.45)}" stroke-linecap="round" opacity="0.75">`;
        for (let k = 1; k < 40; k++) {
          const off = k * gap * (1 + k * 0.03);
          if (Math.min(...pts.map((q) => q[1])) + off > H) break;
          s += `<path d="${smoothPath(
            pts.map(([x, yy]) => [x, yy + off + Math.sin((x / W) * 9 + k) * gap * 0.3]),
            W,
            H,
            false,
          )}"/>`;
        }
        c.add(s + "</g>");
      }
      if (i < layers - 1) mist(c, p, y + H * 0.02, H * 0.08, 0.3 + (1 - t) * 0.25);
      if (i >= layers - 2 && !o.terraces) {
        for (let k = 0; k < c.ri(2, 5); k++) {
          const x = c.r(0, W),
            yb = y + c.r(-0.02, 0.06) * H,
            h = H * c.r(0.12, 0.22) * (0.6 + t * 0.5);
          c.add(
            `<g fill="${shade(p, 130, 30, 20)}"><rect x="${f1(x - 2)}" y="${f1(yb - h)}" width="4" height="${f1(h)}"/><ellipse cx="${f1(x)}" cy="${f1(yb - h * 0.8)}" rx="${f1(h * 0.12)}" ry="${f1(h * 0.28)}"/></g>`,
          );
        }
      }
    }
    if (o.terraces)
      for (let k = 0; k < c.ri(2, 4); k++)
        palm(c, c.r(0, W), H * c.r(0.55, 0.75), H * c.r(0.2, 0.35), c.r(-0.2, 0.2), shade(p, 120, 30, 18));
    if (o.rain) rain(c);
    vignette(c, 0.2);
  },

  forest(c, o) {
    const { W, H } = c;
    const p = palette(c, ["day", "dawn", "golden", "day"]);
    const sun = skyAndSun(c, p, { sunY: H * c.r(0.08, 0.22) });
    clouds(c, p, c.ri(1, 3), H * 0.04, H * 0.2);
    const layers = c.ri(4, 6);
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const y = H * (0.42 + t * 0.42);
      const col = shade(p, 135 + c.r(-10, 10), 40, 40 - t * 26, (1 - t) * 0.65);
      const pts = sineRidge(c, y, H * 0.04, 2, 24);
      c.add(`<path d="${smoothPath(pts, W, H)}" fill="${col}"/>`);
      const n = Math.round(10 + t * 14);
      for (let k = 0; k < n; k++) {
        const x = c.r(-0.02, 1.02) * W,
          h = H * c.r(0.1, 0.2) * (0.6 + t * 0.9);
        const yb = pts[Math.min(pts.length - 1, Math.round((x / W) * (pts.length - 1)))][1] + h * 0.25;
        if (c.rnd() < 0.35) pine(c, x, yb, h, col);
        else roundTree(c, x, yb, h, col, t > 0.6 ? shade(p, 90, 60, 55) : null);
      }
      if (i < layers - 1) mist(c, p, y + H * 0.04, H * 0.1, 0.45);
    }
    // light rays from the sun
    const ray = mix("#ffffff", p.glow, 0.3);
    for (let k = 0; k < 5; k++) {
      const a = c.r(-0.5, 0.5),
        x = sun.x;
      c.add(
        `<path d="M${f1(x)},${f1(sun.y)} L${f1(x + a * W - W * 0.04)},${H} L${f1(x + a * W + W * 0.04)},${H} Z" fill="${ray}" opacity="0.07"/>`,
      );
    }
    if (o.elephant) elephant(c, c.r(0.2, 0.7) * W, H * 0.95, H * 0.22, shade(p, 30, 8, 20));
    if (o.rain) rain(c);
    vignette(c, 0.3);
  },

  waterfall(c) {
    const { W, H } = c;
    const p = palette(c, ["day", "dawn", "day"]);
    skyAndSun(c, p, { sunY: H * c.r(0.06, 0.18) });
    clouds(c, p, c.ri(1, 3), H * 0.03, H * 0.15);
    const x = c.r(0.35, 0.65) * W,
      fw = W * c.r(0.1, 0.2),
      top = H * c.r(0.22, 0.32),
      pool = H * 0.78;
    const rock = shade(p, 30, 12, 28);
    c.add(
      `<path d="M0,${f1(top - H * 0.04)} L${f1(x - fw / 2)},${f1(top)} L${f1(x - fw / 2 - W * 0.02)},${f1(pool)} L0,${f1(pool + 20)} Z" fill="${rock}"/>`,
    );
    c.add(
      `<path d="M${W},${f1(top - H * 0.06)} L${f1(x + fw / 2)},${f1(top)} L${f1(x + fw / 2 + W * 0.025)},${f1(pool)} L${W},${f1(pool + 20)} Z" fill="${mix(rock, "#000000", 0.15)}"/>`,
    );
    for (let k = 0; k < 26; k++) {
      const side = k % 2 ? 1 : -1;
      const tx = side < 0 ? c.r(0, x - fw / 2) : c.r(x + fw / 2, W);
      roundTree(
        c,
        tx,
        top - H * 0.03 + c.r(0, 0.03) * H,
        H * c.r(0.08, 0.16),
        shade(p, 135, 45, 24 + c.r(0, 10)),
        null,
      );
    }
    c.add(
      `<rect x="${f1(x - fw / 2)}" y="${f1(top)}" width="${f1(fw)}" height="${f1(pool - top)}" fill="${c.linear([
        [0, "#e9f3f7"],
        [1, "#ffffff"],
      ])}"/>`,
    );
    let s = `<g stroke="${hsl(195, 35, 75)}" stroke-width="${f1(W / 500)}" opacity="0.7">`;
    for (let k = 0; k < 22; k++) {
      const xx = x - fw / 2 + c.r(0, fw);
      s += `<line x1="${f1(xx)}" y1="${f1(top + c.r(0, 0.2) * H)}" x2="${f1(xx + c.r(-3, 3))}" y2="${f1(pool - c.r(0, 0.1) * H)}"/>`;
    }
    c.add(s + "</g>");
    const deep = shade(p, 185, 40, 30);
    c.add(
      `<rect x="0" y="${f1(pool)}" width="${W}" height="${f1(H - pool)}" fill="${c.linear([
        [0, mix(deep, "#ffffff", 0.3)],
        [1, deep],
      ])}"/>`,
    );
    c.add(
      `<ellipse cx="${f1(x)}" cy="${f1(pool)}" rx="${f1(fw * 1.6)}" ry="${f1(H * 0.07)}" fill="#ffffff" opacity="0.8" filter="${c.blur(W / 90)}"/>`,
    );
    ripples(c, p, pool, 10, "#ffffff", 0.35);
    for (let k = 0; k < 4; k++)
      roundTree(
        c,
        k < 2 ? c.r(0, 0.15) * W : c.r(0.85, 1) * W,
        H * 1.02,
        H * c.r(0.3, 0.5),
        shade(p, 140, 40, 14),
        null,
      );
    vignette(c, 0.25);
  },

  karst(c) {
    const { W, H } = c;
    const p = palette(c, ["day", "dawn", "golden", "day"]);
    const hz = H * c.r(0.58, 0.66);
    const sun = skyAndSun(c, p, { sunY: H * c.r(0.12, 0.35) });
    clouds(c, p, c.ri(2, 4), H * 0.05, H * 0.3);
    const sea = p.name === "day" ? hsl(182 + p.dh, 55, 40) : shade(p, 200, 40, 32);
    water(c, p, hz, sea);
    sunReflection(c, p, sun, hz);
    const count = c.ri(5, 9);
    for (let i = 0; i < count; i++) {
      const t = i / (count - 1);
      const x = c.r(-0.05, 1.05) * W,
        w = W * c.r(0.05, 0.13) * (0.6 + t * 0.7),
        h = H * c.r(0.12, 0.35) * (0.6 + t * 0.7);
      const y = hz + t * (H - hz) * 0.25;
      const col = shade(p, 120 + c.r(-15, 15), 25, 38 - t * 16, (1 - t) * 0.55);
      const d = `M${f1(x - w / 2)},${f1(y)} C${f1(x - w * 0.65)},${f1(y - h * 0.6)} ${f1(x - w * 0.45)},${f1(y - h * 1.05)} ${f1(x - w * 0.05)},${f1(y - h)} C${f1(x + w * 0.4)},${f1(y - h * 1.02)} ${f1(x + w * 0.62)},${f1(y - h * 0.5)} ${f1(x + w / 2)},${f1(y)} Z`;
      c.add(`<path d="${d}" fill="${col}"/>`);
      c.add(`<g transform="translate(0,${f1(2 * y)}) scale(1,-1)" opacity="0.22"><path d="${d}" fill="${col}"/></g>`);
      if (i < count - 1) mist(c, p, y, H * 0.05, 0.25);
    }
    ripples(c, p, hz, 16, "#ffffff", 0.25);
    boat(c, p, c.r(0.1, 0.7) * W, hz + (H - hz) * c.r(0.5, 0.75), W * c.r(0.12, 0.18), "longtail");
    vignette(c, 0.22);
  },

  temple(c, o) {
    const { W, H } = c;
    const p = palette(c, ["golden", "dusk", "day", "dawn"]);
    skyAndSun(c, p, { sunY: H * c.r(0.15, 0.4) });
    clouds(c, p, c.ri(1, 3), H * 0.05, H * 0.3);
    if (c.rnd() < 0.6) birds(c, p, c.ri(3, 6));
    const ground = H * c.r(0.8, 0.86);
    const col = shade(p, 20, 35, p.name === "day" ? 45 : 28);
    c.add(
      `<path d="${smoothPath(sineRidge(c, ground - H * 0.05, H * 0.02, 2), W, H)}" fill="${shade(p, 130, 30, 30, 0.4)}"/>`,
    );
    const x = c.r(0.35, 0.65) * W;
    const kind = o.kind || "gopuram";
    if (kind === "gopuram") {
      const tiers = c.ri(5, 7),
        bw = W * c.r(0.14, 0.2),
        th = H * c.r(0.07, 0.085);
      let y = ground;
      c.add(
        `<rect x="${f1(x - bw * 1.6)}" y="${f1(ground - th * 1.2)}" width="${f1(bw * 3.2)}" height="${f1(th * 1.2)}" fill="${mix(col, "#000000", 0.1)}"/>`,
      );
      for (let i = 0; i < tiers; i++) {
        const w1 = bw * (1 - i * 0.11),
          w2 = bw * (1 - (i + 1) * 0.11);
        c.add(
          `<path d="M${f1(x - w1 / 2)},${f1(y)} L${f1(x - w2 / 2)},${f1(y - th)} L${f1(x + w2 / 2)},${f1(y - th)} L${f1(x + w1 / 2)},${f1(y)} Z" fill="${col}"/>`,
        );
        c.add(
          `<rect x="${f1(x - w2 / 2)}" y="${f1(y - th)}" width="${f1(w2)}" height="${f1(th * 0.12)}" fill="${mix(col, "#ffffff", 0.2)}"/>`,
        );
        for (let k = 0; k < 5; k++)
          c.add(
            `<rect x="${f1(x - w2 / 2 + (w2 * (k + 0.35)) / 5)}" y="${f1(y - th * 0.75)}" width="${f1(w2 * 0.06)}" height="${f1(th * 0.45)}" fill="${mix(col, "#000000", 0.3)}"/>`,
          );
        y -= th;
      }
      const tw = bw * (1 - tiers * 0.11);
      c.add(
        `<path d="M${f1(x - tw / 2 - 6)},${f1(y)} Q${f1(x)},${f1(y - th * 1.5)} ${f1(x + tw / 2 + 6)},${f1(y)} Z" fill="${col}"/>`,
      );
      for (let k = 0; k < 5; k++)
        c.add(
          `<circle cx="${f1(x - tw / 2 + (tw * (k + 0.5)) / 5)}" cy="${f1(y - th * 0.85 - (k === 2 ? th * 0.25 : 0))}" r="${f1(th * 0.12)}" fill="${shade(p, 45, 90, 55)}"/>`,
        );
      c.add(
        `<rect x="${f1(x - bw * 0.12)}" y="${f1(ground - th * 1.1)}" width="${f1(bw * 0.24)}" height="${f1(th * 1.1)}" rx="${f1(bw * 0.12)}" fill="${mix(col, "#000000", 0.45)}"/>`,
      );
    } else if (kind === "pagoda") {
      const tiers = c.ri(4, 5),
        bw = W * c.r(0.11, 0.15),
        th = H * 0.09;
      let y = ground;
      for (let i = 0; i < tiers; i++) {
        const w = bw * (1 - i * 0.12);
        c.add(
          `<rect x="${f1(x - w * 0.32)}" y="${f1(y - th * 0.55)}" width="${f1(w * 0.64)}" height="${f1(th * 0.55)}" fill="${shade(p, 5, 65, 40)}"/>`,
        );
        c.add(
          `<path d="M${f1(x - w * 0.62)},${f1(y - th * 0.5)} Q${f1(x - w * 0.45)},${f1(y - th * 0.62)} ${f1(x - w * 0.3)},${f1(y - th * 0.95)} L${f1(x + w * 0.3)},${f1(y - th * 0.95)} Q${f1(x + w * 0.45)},${f1(y - th * 0.62)} ${f1(x + w * 0.62)},${f1(y - th * 0.5)} Z" fill="${shade(p, 220, 15, 22)}"/>`,
        );
        y -= th * 0.95;
      }
      c.add(
        `<rect x="${f1(x - 3)}" y="${f1(y - th * 1.2)}" width="6" height="${f1(th * 1.2)}" fill="${shade(p, 40, 60, 40)}"/>`,
      );
      for (let k = 0; k < 5; k++)
        c.add(
          `<ellipse cx="${f1(x)}" cy="${f1(y - th * 0.2 - k * th * 0.18)}" rx="${f1(th * 0.12)}" ry="4" fill="${shade(p, 40, 60, 40)}"/>`,
        );
      for (let k = 0; k < c.ri(2, 4); k++) {
        const cx2 = c.rnd() < 0.5 ? c.r(0.02, 0.25) * W : c.r(0.75, 0.98) * W;
        roundTree(
          c,
          cx2,
          ground + 10,
          H * c.r(0.25, 0.4),
          shade(p, c.rnd() < 0.5 ? 345 : 130, 40, 40),
          shade(p, 345, 70, 85),
        );
      }
    } else if (kind === "torii") {
      const n = c.ri(6, 9);
      for (let i = n - 1; i >= 0; i--) {
        const t = i / n,
          s = 1 - t * 0.75,
          cx2 = x + c.W * 0.12 * t,
          y = ground - H * 0.3 * t;
        const w = W * 0.3 * s,
          h = H * 0.5 * s,
          red = mix(shade(p, 8, 85, 48), p.horizon, t * 0.5),
          post = w * 0.06;
        c.add(
          `<g fill="${red}"><rect x="${f1(cx2 - w * 0.38)}" y="${f1(y - h)}" width="${f1(post)}" height="${f1(h)}"/><rect x="${f1(cx2 + w * 0.38 - post)}" y="${f1(y - h)}" width="${f1(post)}" height="${f1(h)}"/>` +
            `<rect x="${f1(cx2 - w * 0.45)}" y="${f1(y - h * 0.8)}" width="${f1(w * 0.9)}" height="${f1(h * 0.05)}"/>` +
            `<path d="M${f1(cx2 - w * 0.55)},${f1(y - h * 1.02)} Q${f1(cx2)},${f1(y - h * 0.92)} ${f1(cx2 + w * 0.55)},${f1(y - h * 1.02)} L${f1(cx2 + w * 0.5)},${f1(y - h * 0.92)} L${f1(cx2 - w * 0.5)},${f1(y - h * 0.92)} Z" fill="${mix(red, "#000000", 0.6)}"/></g>`,
        );
      }
    } else if (kind === "mosque") {
      const white = o.taj;
      const mc = white ? shade(p, 40, 15, 88) : shade(p, 230, 15, 40);
      const bw = W * c.r(0.18, 0.24),
        bh = H * 0.18,
        dr = bw * 0.42;
      c.add(`<rect x="${f1(x - bw)}" y="${f1(ground - bh)}" width="${f1(bw * 2)}" height="${f1(bh)}" fill="${mc}"/>`);
      c.add(
        `<rect x="${f1(x - dr * 0.9)}" y="${f1(ground - bh - dr * 0.5)}" width="${f1(dr * 1.8)}" height="${f1(dr * 0.5)}" fill="${mc}"/>`,
      );
      c.add(
        `<path d="M${f1(x - dr)},${f1(ground - bh - dr * 0.5)} C${f1(x - dr * 1.15)},${f1(ground - bh - dr * 1.9)} ${f1(x - dr * 0.1)},${f1(ground - bh - dr * 1.9)} ${f1(x)},${f1(ground - bh - dr * 2.3)} C${f1(x + dr * 0.1)},${f1(ground - bh - dr * 1.9)} ${f1(x + dr * 1.15)},${f1(ground - bh - dr * 1.9)} ${f1(x + dr)},${f1(ground - bh - dr * 0.5)} Z" fill="${mc}"/>`,
      );
      for (const sx of [-1, 1]) {
        c.add(`<circle cx="${f1(x + sx * bw * 0.65)}" cy="${f1(ground - bh)}" r="${f1(dr * 0.35)}" fill="${mc}"/>`);
        for (const far of white ? [1.35, 1.8] : [1.5]) {
          const mx = x + sx * bw * far,
            mh = bh * (white ? 2.2 : 2.6),
            mw = W * 0.012;
          c.add(
            `<rect x="${f1(mx - mw / 2)}" y="${f1(ground - mh)}" width="${f1(mw)}" height="${f1(mh)}" fill="${mc}"/><path d="M${f1(mx - mw)},${f1(ground - mh)} L${f1(mx)},${f1(ground - mh - mw * 4)} L${f1(mx + mw)},${f1(ground - mh)} Z" fill="${mc}"/><rect x="${f1(mx - mw)}" y="${f1(ground - mh * 0.7)}" width="${f1(mw * 2)}" height="${f1(mw * 0.6)}" fill="${mc}"/>`,
          );
        }
      }
      for (let k = 0; k < 7; k++)
        c.add(
          `<path d="M${f1(x - bw * 0.8 + k * bw * 0.26)},${f1(ground)} l0,${f1(-bh * 0.5)} q${f1(bw * 0.06)},${f1(-bh * 0.2)} ${f1(bw * 0.12)},0 l0,${f1(bh * 0.5)} Z" fill="${mix(mc, "#000000", 0.35)}"/>`,
        );
      if (white)
        c.add(
          `<rect x="${f1(x - bw * 0.4)}" y="${f1(ground)}" width="${f1(bw * 0.8)}" height="${f1(H - ground)}" fill="${hsl(200, 45, 45)}" opacity="0.6"/>`,
        );
    } else if (kind === "stupa") {
      const r = W * c.r(0.1, 0.14);
      const wc = shade(p, 40, 15, 90);
      c.add(
        `<rect x="${f1(x - r * 1.5)}" y="${f1(ground - r * 0.25)}" width="${f1(r * 3)}" height="${f1(r * 0.25)}" fill="${mix(wc, "#000", 0.1)}"/>`,
      );
      c.add(
        `<path d="M${f1(x - r)},${f1(ground - r * 0.25)} A${f1(r)},${f1(r)} 0 0 1 ${f1(x + r)},${f1(ground - r * 0.25)} Z" fill="${wc}"/>`,
      );
      c.add(
        `<rect x="${f1(x - r * 0.22)}" y="${f1(ground - r * 1.45)}" width="${f1(r * 0.44)}" height="${f1(r * 0.25)}" fill="${wc}"/>`,
      );
      c.add(
        `<path d="M${f1(x - r * 0.18)},${f1(ground - r * 1.45)} L${f1(x)},${f1(ground - r * 2.6)} L${f1(x + r * 0.18)},${f1(ground - r * 1.45)} Z" fill="${shade(p, 40, 70, 50)}"/>`,
      );
      const flags = ["#2f6fd6", "#ffffff", "#d63c2f", "#2fa84f", "#f2c230"];
      const fy = ground - r * 2.2;
      c.add(
        `<path d="M${f1(x)},${f1(fy)} Q${f1(x - W * 0.15)},${f1(fy + H * 0.12)} ${f1(x - W * 0.32)},${f1(ground - H * 0.05)}" fill="none" stroke="#555" stroke-width="1.5"/>`,
      );
      for (let k = 0; k < 12; k++) {
        const t = (k + 0.5) / 12,
          fx = x - W * 0.32 * t,
          fyy = fy + (ground - H * 0.05 - fy) * t * t * 0.9 + H * 0.02 * Math.sin(t * Math.PI);
        c.add(`<rect x="${f1(fx - 8)}" y="${f1(fyy)}" width="16" height="22" fill="${flags[k % 5]}" opacity="0.9"/>`);
      }
    }
    if (kind === "gopuram" || kind === "stupa") {
      const pc = shade(p, 250, 20, 15);
      palm(c, c.r(0.02, 0.18) * W, H + 10, H * c.r(0.55, 0.8), c.r(0.05, 0.25), pc);
      palm(c, c.r(0.82, 0.98) * W, H + 10, H * c.r(0.5, 0.75), -c.r(0.05, 0.25), pc);
    }
    c.add(
      `<rect x="0" y="${f1(ground)}" width="${W}" height="${f1(H - ground)}" fill="${shade(p, 30, 30, 30)}" opacity="0.6"/>`,
    );
    vignette(c, 0.25);
  },

  fort(c, o) {
    const { W, H } = c;
    const p = palette(c, ["golden", "day", "dusk"]);
    skyAndSun(c, p, { sunY: H * c.r(0.15, 0.4) });
    clouds(c, p, c.ri(1, 3), H * 0.05, H * 0.3);
    birds(c, p, c.ri(2, 6));
    const hill = sineRidge(c, H * 0.62, H * 0.05, 2);
    c.add(`<path d="${smoothPath(hill, W, H)}" fill="${shade(p, 30, 40, 45, 0.2)}"/>`);
    const fw = W * c.r(0.35, 0.6);
    fort(
      c,
      p,
      c.r(0.05, 0.95 - fw / W) * W,
      Math.min(...hill.map((q) => q[1])) + H * c.r(0.04, 0.1),
      fw,
      shade(p, c.r(15, 40), 45, c.r(42, 58)),
    );
    if (o.lake) {
      const y = H * 0.74,
        deep = shade(p, 205, 45, 38);
      c.add(
        `<rect x="0" y="${f1(y)}" width="${W}" height="${f1(H - y)}" fill="${c.linear([
          [0, mix(deep, p.horizon, 0.4)],
          [1, deep],
        ])}"/>`,
      );
      sunReflection(c, p, { x: c.r(0.2, 0.8) * W, r: W * 0.04 }, y);
      ripples(c, p, y, 14, "#ffffff", 0.3);
      boat(c, p, c.r(0.1, 0.7) * W, y + (H - y) * 0.5, W * 0.14, "canoe");
    } else {
      c.add(`<path d="${smoothPath(sineRidge(c, H * 0.82, H * 0.03, 2), W, H)}" fill="${shade(p, 35, 40, 30)}"/>`);
      for (let k = 0; k < c.ri(2, 4); k++)
        roundTree(c, c.r(0, W), H * c.r(0.9, 1), H * c.r(0.12, 0.22), shade(p, 100, 25, 22), null);
    }
    vignette(c, 0.25);
  },

  plane(c) {
    const { W, H } = c;
    const p = palette(c, ["day", "golden", "dawn", "day"]);
    skyAndSun(c, p, { sunY: H * c.r(0.15, 0.35) });
    clouds(c, p, c.ri(3, 5), H * 0.1, H * 0.45, 1.2);
    for (let i = 0; i < 3; i++) {
      const y = H * (0.68 + i * 0.1);
      c.add(
        `<path d="${smoothPath(sineRidge(c, y, H * 0.03, 3), W, H)}" fill="${mix("#ffffff", p.horizon, 0.25 + i * 0.1)}" opacity="0.95" filter="${c.blur(W / 250)}"/>`,
      );
    }
    const x = c.r(0.35, 0.6) * W,
      y = H * c.r(0.3, 0.45),
      L = W * c.r(0.3, 0.42);
    c.add(
      `<path d="M${f1(x - L * 2)},${f1(y + L * 0.35)} L${f1(x - L * 0.55)},${f1(y + 2)}" stroke="#ffffff" stroke-width="${f1(L * 0.03)}" opacity="0.6" stroke-linecap="round" filter="${c.blur(4)}"/>`,
    );
    c.add(`<g transform="rotate(${f1(-c.r(6, 14))} ${f1(x)} ${f1(y)})">`);
    plane(c, x, y, L, p.name === "day" ? "#f4f7fb" : mix("#f4f7fb", p.skyTop, 0.35));
    c.add(
      `<g fill="${hsl(210, 60, 35)}" opacity="0.7">${Array.from({ length: 14 }, (_, k) => `<circle cx="${f1(x - L * 0.3 + k * L * 0.045)}" cy="${f1(y - L * 0.02)}" r="${f1(L * 0.008)}"/>`).join("")}</g></g>`,
    );
    vignette(c, 0.15);
  },

  hotel(c) {
    const { W, H } = c;
    const p = palette(c, ["dusk", "golden", "day"]);
    skyAndSun(c, p, { sunY: H * c.r(0.1, 0.3) });
    clouds(c, p, c.ri(1, 3), H * 0.05, H * 0.3);
    const ground = H * 0.66;
    const bx = c.r(0.15, 0.4) * W,
      bw = W * c.r(0.4, 0.55),
      bh = H * c.r(0.4, 0.5);
    const wall = shade(p, 35, 25, 85);
    c.add(`<rect x="${f1(bx)}" y="${f1(ground - bh)}" width="${f1(bw)}" height="${f1(bh)}" fill="${wall}"/>`);
    const rows = 6,
      cols = 8;
    for (let r = 0; r < rows; r++)
      for (let k = 0; k < cols; k++) {
        const lit = p.name !== "day" && c.rnd() < 0.6;
        c.add(
          `<rect x="${f1(bx + bw * (0.05 + (k * 0.9) / cols))}" y="${f1(ground - bh + bh * (0.06 + (r * 0.86) / rows))}" width="${f1((bw * 0.9) / cols - 8)}" height="${f1((bh * 0.86) / rows - 12)}" fill="${lit ? hsl(42, 90, 70) : shade(p, 205, 35, 45)}"/>`,
        );
        c.add(
          `<rect x="${f1(bx + bw * (0.05 + (k * 0.9) / cols) - 3)}" y="${f1(ground - bh + bh * (0.06 + ((r + 1) * 0.86) / rows) - 12)}" width="${f1((bw * 0.9) / cols - 2)}" height="4" fill="${mix(wall, "#000", 0.25)}"/>`,
        );
      }
    c.add(`<rect x="0" y="${f1(ground)}" width="${W}" height="${f1(H - ground)}" fill="${shade(p, 35, 25, 78)}"/>`);
    const py = ground + (H - ground) * 0.25;
    c.add(
      `<rect x="${f1(W * 0.08)}" y="${f1(py)}" width="${f1(W * 0.84)}" height="${f1((H - ground) * 0.6)}" rx="12" fill="${c.linear(
        [
          [0, hsl(190, 75, 62)],
          [1, hsl(200, 75, 42)],
        ],
      )}"/>`,
    );
    ripples(c, p, py, 10, "#ffffff", 0.45);
    for (let k = 0; k < 3; k++)
      c.add(
        `<rect x="${f1(W * (0.15 + k * 0.1))}" y="${f1(ground + 6)}" width="${f1(W * 0.07)}" height="${f1(H * 0.015)}" rx="4" fill="#ffffff" opacity="0.9"/>`,
      );
    const pc = shade(p, 130, 25, 18);
    palm(c, c.r(0.02, 0.12) * W, H * 0.98, H * c.r(0.6, 0.85), c.r(0.05, 0.25), pc);
    palm(c, c.r(0.85, 0.98) * W, H * 0.98, H * c.r(0.55, 0.8), -c.r(0.05, 0.25), pc);
    vignette(c, 0.2);
  },

  passport(c) {
    const { W, H } = c;
    const hue = c.r(18, 38);
    c.add(
      `<rect width="${W}" height="${H}" fill="${c.linear(
        [
          [0, hsl(hue, 35, 72)],
          [1, hsl(hue, 40, 52)],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
    for (let k = 0; k < 18; k++)
      c.add(`<rect x="0" y="${f1((H * k) / 18)}" width="${W}" height="${f1(H / 36)}" fill="#000" opacity="0.025"/>`);
    const px = c.r(0.2, 0.35) * W,
      py = H * 0.52,
      pw = W * 0.26,
      ph = pw * 1.4,
      rot = c.r(-16, -4);
    const cover = hsl(c.pick([215, 350, 160, 230, 10, 195]) + c.r(-8, 8), 50, c.r(22, 30));
    c.add(
      `<g transform="rotate(${f1(rot)} ${f1(px)} ${f1(py)})"><rect x="${f1(px - pw / 2 + 10)}" y="${f1(py - ph / 2 + 12)}" width="${f1(pw)}" height="${f1(ph)}" rx="14" fill="#000" opacity="0.25"/>` +
        `<rect x="${f1(px - pw / 2)}" y="${f1(py - ph / 2)}" width="${f1(pw)}" height="${f1(ph)}" rx="14" fill="${cover}"/>` +
        `<circle cx="${f1(px)}" cy="${f1(py - ph * 0.05)}" r="${f1(pw * 0.2)}" fill="none" stroke="${hsl(45, 70, 62)}" stroke-width="${f1(pw * 0.02)}"/>` +
        `<circle cx="${f1(px)}" cy="${f1(py - ph * 0.05)}" r="${f1(pw * 0.09)}" fill="${hsl(45, 70, 62)}"/>` +
        `<rect x="${f1(px - pw * 0.3)}" y="${f1(py - ph * 0.38)}" width="${f1(pw * 0.6)}" height="${f1(ph * 0.03)}" fill="${hsl(45, 70, 62)}"/>` +
        `<rect x="${f1(px - pw * 0.22)}" y="${f1(py + ph * 0.28)}" width="${f1(pw * 0.44)}" height="${f1(ph * 0.025)}" fill="${hsl(45, 70, 62)}"/></g>`,
    );
    const bx = c.r(0.5, 0.58) * W,
      by = H * c.r(0.45, 0.6),
      bw = W * 0.36,
      bh = bw * 0.42,
      rot2 = c.r(4, 12);
    let pass =
      `<g transform="rotate(${f1(rot2)} ${f1(bx + bw / 2)} ${f1(by)})"><rect x="${f1(bx + 8)}" y="${f1(by - bh / 2 + 10)}" width="${f1(bw)}" height="${f1(bh)}" rx="12" fill="#000" opacity="0.2"/>` +
      `<rect x="${f1(bx)}" y="${f1(by - bh / 2)}" width="${f1(bw)}" height="${f1(bh)}" rx="12" fill="#fbfaf6"/>` +
      `<rect x="${f1(bx)}" y="${f1(by - bh / 2)}" width="${f1(bw)}" height="${f1(bh * 0.22)}" rx="12" fill="${hsl(200 + c.r(-20, 20), 60, 42)}"/>` +
      `<line x1="${f1(bx + bw * 0.72)}" y1="${f1(by - bh / 2)}" x2="${f1(bx + bw * 0.72)}" y2="${f1(by + bh / 2)}" stroke="#bbb" stroke-dasharray="6 6" stroke-width="2"/>`;
    for (let k = 0; k < 3; k++)
      pass += `<rect x="${f1(bx + bw * 0.06)}" y="${f1(by - bh * 0.12 + k * bh * 0.16)}" width="${f1(bw * c.r(0.25, 0.55))}" height="${f1(bh * 0.06)}" rx="3" fill="#c9ccd2"/>`;
    for (let k = 0; k < 26; k++)
      pass += `<rect x="${f1(bx + bw * 0.76 + k * bw * 0.0085)}" y="${f1(by + bh * 0.05)}" width="${f1(bw * (k % 3 ? 0.003 : 0.006))}" height="${f1(bh * 0.3)}" fill="#333"/>`;
    c.add(pass + "</g>");
    plane(c, bx + bw * 0.5, by - bh * 0.02 + bh * 0.1, bw * 0.18, hsl(200, 50, 45));
    for (let k = 0; k < c.ri(2, 4); k++) {
      const sx = c.r(0.55, 0.95) * W,
        sy = c.r(0.1, 0.3) * H,
        r = W * c.r(0.04, 0.07),
        sc = c.pick([hsl(350, 60, 40), hsl(220, 60, 40), hsl(140, 45, 32)]);
      c.add(
        `<g opacity="0.55" fill="none" stroke="${sc}" stroke-width="${f1(r * 0.08)}"><circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(r)}"/><circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(r * 0.7)}" stroke-dasharray="4 5"/><line x1="${f1(sx - r * 0.5)}" y1="${f1(sy)}" x2="${f1(sx + r * 0.5)}" y2="${f1(sy)}"/></g>`,
      );
    }
    vignette(c, 0.3);
  },

  food(c) {
    const { W, H } = c;
    const hue = c.r(20, 32);
    c.add(
      `<rect width="${W}" height="${H}" fill="${c.linear(
        [
          [0, hsl(hue, 40, 32)],
          [1, hsl(hue, 45, 20)],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
    for (let k = 0; k < 9; k++)
      c.add(`<rect x="0" y="${f1((H * k) / 9 + c.r(-4, 4))}" width="${W}" height="3" fill="#000" opacity="0.18"/>`);
    const lx = W * 0.5,
      ly = H * 0.5,
      lw = W * 0.48,
      lh = H * 0.42;
    const leaf = hsl(105 + c.r(-8, 8), 55, 34);
    c.add(
      `<path d="M${f1(lx - lw)},${f1(ly - lh * 0.55)} Q${f1(lx)},${f1(ly - lh * 1.15)} ${f1(lx + lw)},${f1(ly - lh * 0.7)} L${f1(lx + lw * 0.97)},${f1(ly + lh * 0.85)} Q${f1(lx)},${f1(ly + lh * 1.12)} ${f1(lx - lw * 1.02)},${f1(ly + lh * 0.7)} Z" fill="${c.linear(
        [
          [0, mix(leaf, "#ffffff", 0.15)],
          [1, leaf],
        ],
      )}"/>`,
    );
    c.add(
      `<path d="M${f1(lx - lw)},${f1(ly + lh * 0.62)} Q${f1(lx)},${f1(ly + lh * 0.7)} ${f1(lx + lw)},${f1(ly + lh * 0.62)}" stroke="${mix(leaf, "#ffffff", 0.35)}" stroke-width="${f1(H * 0.012)}" fill="none"/>`,
    );
    for (let k = 0; k < 28; k++) {
      const x = lx - lw + (2 * lw * (k + 0.5)) / 28;
      c.add(
        `<line x1="${f1(x)}" y1="${f1(ly + lh * 0.6)}" x2="${f1(x + W * 0.03)}" y2="${f1(ly - lh * 0.75)}" stroke="#000" stroke-width="1.2" opacity="0.08"/>`,
      );
    }
    const items = [
      [hsl(45, 20, 95), 0.14, 0.09],
      [hsl(40, 90, 55), 0.07, 0.05],
      [hsl(10, 70, 42), 0.05, 0.04],
      [hsl(90, 50, 45), 0.07, 0.045],
      [hsl(30, 70, 45), 0.08, 0.05],
      [hsl(50, 40, 88), 0.07, 0.045],
      [hsl(25, 60, 35), 0.06, 0.04],
      [hsl(55, 85, 60), 0.05, 0.035],
      [hsl(350, 55, 40), 0.045, 0.03],
      [hsl(35, 55, 80), 0.1, 0.1],
    ];
    const spots = [];
    for (const [col, rx, ry] of items) {
      let x,
        y,
        tries = 0;
      do {
        x = lx + c.r(-0.8, 0.8) * lw;
        y = ly + c.r(-0.5, 0.45) * lh;
        tries++;
      } while (tries < 30 && spots.some(([a, b, r]) => Math.hypot(a - x, (b - y) * 1.4) < (r + rx * W) * 0.95));
      spots.push([x, y, rx * W]);
      c.add(
        `<ellipse cx="${f1(x + 6)}" cy="${f1(y + 8)}" rx="${f1(rx * W)}" ry="${f1(ry * W)}" fill="#000" opacity="0.18"/><ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(rx * W)}" ry="${f1(ry * W)}" fill="${col}"/><ellipse cx="${f1(x - rx * W * 0.3)}" cy="${f1(y - ry * W * 0.35)}" rx="${f1(rx * W * 0.35)}" ry="${f1(ry * W * 0.25)}" fill="#fff" opacity="0.25"/>`,
      );
      if (rx === 0.1)
        for (let k = 0; k < 14; k++)
          c.add(
            `<circle cx="${f1(x + c.r(-0.8, 0.8) * rx * W)}" cy="${f1(y + c.r(-0.8, 0.8) * ry * W)}" r="${f1(c.r(3, 8))}" fill="${hsl(35, 55, 70)}" opacity="0.7"/>`,
          );
    }
    c.add(
      `<circle cx="${f1(W * c.r(0.08, 0.15))}" cy="${f1(H * c.r(0.15, 0.85))}" r="${f1(W * 0.07)}" fill="${hsl(0, 0, 92)}"/><circle cx="${f1(W * c.r(0.85, 0.92))}" cy="${f1(H * c.r(0.15, 0.85))}" r="${f1(W * 0.05)}" fill="${hsl(30, 60, 45)}" stroke="${hsl(0, 0, 92)}" stroke-width="${f1(W * 0.01)}"/>`,
    );
    vignette(c, 0.35);
  },

  security(c) {
    const { W, H } = c;
    const hue = c.r(200, 235);
    c.add(
      `<rect width="${W}" height="${H}" fill="${c.linear(
        [
          [0, hsl(hue, 55, 28)],
          [1, hsl(hue + 30, 50, 14)],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
    for (let k = 0; k < 60; k++)
      c.add(
        `<circle cx="${f1(c.r(0, W))}" cy="${f1(c.r(0, H))}" r="${f1(c.r(1, 4))}" fill="${hsl(hue - 20, 80, 70)}" opacity="${f1(c.r(0.1, 0.5))}"/>`,
      );
    for (let k = 0; k < 8; k++)
      c.add(
        `<line x1="${f1(c.r(0, W))}" y1="${f1(c.r(0, H))}" x2="${f1(c.r(0, W))}" y2="${f1(c.r(0, H))}" stroke="${hsl(hue - 20, 80, 70)}" stroke-width="1" opacity="0.15"/>`,
      );
    const x = W * c.r(0.45, 0.55),
      y = H * 0.52,
      sw = W * 0.46,
      sh = sw * 0.6;
    c.add(
      `<rect x="${f1(x - sw / 2)}" y="${f1(y - sh / 2 - H * 0.05)}" width="${f1(sw)}" height="${f1(sh)}" rx="14" fill="${hsl(220, 15, 18)}"/>`,
    );
    c.add(
      `<rect x="${f1(x - sw / 2 + 14)}" y="${f1(y - sh / 2 - H * 0.05 + 14)}" width="${f1(sw - 28)}" height="${f1(sh - 28)}" rx="6" fill="${c.linear(
        [
          [0, hsl(hue - 10, 60, 55)],
          [1, hsl(hue + 10, 60, 35)],
        ],
      )}"/>`,
    );
    c.add(
      `<path d="M${f1(x - sw * 0.62)},${f1(y + sh / 2 - H * 0.05)} L${f1(x + sw * 0.62)},${f1(y + sh / 2 - H * 0.05)} L${f1(x + sw * 0.55)},${f1(y + sh / 2 - H * 0.05 + H * 0.05)} L${f1(x - sw * 0.55)},${f1(y + sh / 2 - H * 0.05 + H * 0.05)} Z" fill="${hsl(220, 10, 70)}"/>`,
    );
    const sx = x,
      sy = y - H * 0.06,
      s = sh * 0.5;
    c.add(
      `<path d="M${f1(sx)},${f1(sy - s * 0.55)} L${f1(sx + s * 0.42)},${f1(sy - s * 0.38)} Q${f1(sx + s * 0.42)},${f1(sy + s * 0.3)} ${f1(sx)},${f1(sy + s * 0.58)} Q${f1(sx - s * 0.42)},${f1(sy + s * 0.3)} ${f1(sx - s * 0.42)},${f1(sy - s * 0.38)} Z" fill="#ffffff" opacity="0.92"/>`,
    );
    c.add(
      `<rect x="${f1(sx - s * 0.16)}" y="${f1(sy - s * 0.05)}" width="${f1(s * 0.32)}" height="${f1(s * 0.26)}" rx="4" fill="${hsl(150, 55, 38)}"/><path d="M${f1(sx - s * 0.1)},${f1(sy - s * 0.05)} v${f1(-s * 0.08)} a${f1(s * 0.1)},${f1(s * 0.1)} 0 0 1 ${f1(s * 0.2)},0 v${f1(s * 0.08)}" fill="none" stroke="${hsl(150, 55, 38)}" stroke-width="${f1(s * 0.05)}"/>`,
    );
    vignette(c, 0.3);
  },
};

// ---------------------------------------------------------------- scene objects
function boat(c, p, x, y, L, kind) {
  const col = p.name === "day" ? hsl(25, 45, 22) : shade(p, 250, 25, 12);
  const roof = kind === "shikara" ? shade(p, 350, 55, 40) : p.name === "day" ? hsl(38, 55, 45) : shade(p, 250, 20, 16);
  let s = "";
  if (kind === "houseboat" || kind === "shikara") {
    const hull = `M${f1(x)},${f1(y - L * 0.06)} Q${f1(x + L * 0.08)},${f1(y + L * 0.035)} ${f1(x + L * 0.25)},${f1(y + L * 0.035)} L${f1(x + L * 0.78)},${f1(y + L * 0.035)} Q${f1(x + L * 0.94)},${f1(y + L * 0.035)} ${f1(x + L)},${f1(y - L * 0.08)} L${f1(x + L * 0.9)},${f1(y - L * 0.015)} L${f1(x + L * 0.1)},${f1(y - L * 0.015)} Z`;
    const top = kind === "shikara" ? 0.09 : 0.13;
    const rf = `M${f1(x + L * 0.14)},${f1(y - L * 0.015)} L${f1(x + L * 0.14)},${f1(y - L * (top - 0.02))} Q${f1(x + L * 0.48)},${f1(y - L * (top + 0.07))} ${f1(x + L * 0.84)},${f1(y - L * (top - 0.02))} L${f1(x + L * 0.84)},${f1(y - L * 0.015)} Z`;
    let win = "";
    if (kind === "houseboat")
      for (let k = 0; k < 6; k++)
        win += `<rect x="${f1(x + L * (0.2 + k * 0.1))}" y="${f1(y - L * 0.07)}" width="${f1(L * 0.05)}" height="${f1(L * 0.035)}" fill="${p.name === "day" ? hsl(30, 30, 70) : hsl(42, 95, 65)}" opacity="0.85"/>`;
    s = `<path d="${rf}" fill="${roof}"/>${win}<path d="${hull}" fill="${col}"/>`;
    if (kind === "houseboat" && c.rnd() < 0.6)
      s =
        `<path d="M${f1(x + L * 0.5)},${f1(y - L * 0.1)} L${f1(x + L * 0.5)},${f1(y - L * 0.2)} Q${f1(x + L * 0.65)},${f1(y - L * 0.25)} ${f1(x + L * 0.8)},${f1(y - L * 0.2)} L${f1(x + L * 0.8)},${f1(y - L * 0.1)} Z" fill="${roof}"/>` +
        s;
  } else if (kind === "canoe") {
    s =
      `<path d="M${f1(x)},${f1(y - L * 0.04)} Q${f1(x + L / 2)},${f1(y + L * 0.08)} ${f1(x + L)},${f1(y - L * 0.04)} Q${f1(x + L / 2)},${f1(y + L * 0.02)} ${f1(x)},${f1(y - L * 0.04)} Z" fill="${col}"/>` +
      `<circle cx="${f1(x + L * 0.55)}" cy="${f1(y - L * 0.12)}" r="${f1(L * 0.035)}" fill="${col}"/><rect x="${f1(x + L * 0.52)}" y="${f1(y - L * 0.09)}" width="${f1(L * 0.06)}" height="${f1(L * 0.09)}" fill="${col}"/>` +
      `<line x1="${f1(x + L * 0.62)}" y1="${f1(y - L * 0.3)}" x2="${f1(x + L * 0.75)}" y2="${f1(y + L * 0.1)}" stroke="${col}" stroke-width="${f1(L * 0.015)}"/>`;
  } else if (kind === "longtail") {
    s =
      `<path d="M${f1(x)},${f1(y - L * 0.12)} Q${f1(x + L * 0.1)},${f1(y + L * 0.05)} ${f1(x + L * 0.4)},${f1(y + L * 0.05)} L${f1(x + L)},${f1(y + L * 0.03)} L${f1(x + L)},${f1(y - L * 0.02)} L${f1(x + L * 0.12)},${f1(y - L * 0.02)} Z" fill="${p.name === "day" ? hsl(20, 45, 35) : col}"/>` +
      `<rect x="${f1(x + L * 0.4)}" y="${f1(y - L * 0.12)}" width="${f1(L * 0.5)}" height="${f1(L * 0.02)}" fill="${col}"/><line x1="${f1(x + L * 0.45)}" y1="${f1(y - L * 0.1)}" x2="${f1(x + L * 0.45)}" y2="${f1(y - L * 0.02)}" stroke="${col}" stroke-width="3"/><line x1="${f1(x + L * 0.85)}" y1="${f1(y - L * 0.1)}" x2="${f1(x + L * 0.85)}" y2="${f1(y - L * 0.02)}" stroke="${col}" stroke-width="3"/>` +
      `<path d="M${f1(x + 2)},${f1(y - L * 0.12)} l${f1(L * 0.02)},${f1(-L * 0.05)}" stroke="${hsl(200, 60, 50)}" stroke-width="6" opacity="0.8"/>`;
  } else if (kind === "dhow") {
    s =
      `<path d="M${f1(x)},${f1(y - L * 0.08)} Q${f1(x + L * 0.2)},${f1(y + L * 0.05)} ${f1(x + L * 0.5)},${f1(y + L * 0.05)} L${f1(x + L * 0.9)},${f1(y + L * 0.03)} L${f1(x + L)},${f1(y - L * 0.06)} Z" fill="${col}"/>` +
      `<rect x="${f1(x + L * 0.2)}" y="${f1(y - L * 0.16)}" width="${f1(L * 0.6)}" height="${f1(L * 0.1)}" fill="${col}"/>` +
      Array.from(
        { length: 10 },
        (_, k) =>
          `<circle cx="${f1(x + L * (0.2 + k * 0.065))}" cy="${f1(y - L * 0.18)}" r="${f1(L * 0.008)}" fill="${hsl(45, 95, 70)}"/>`,
      ).join("");
  }
  c.add(`<g>${s}</g><g transform="translate(0,${f1(2 * y + L * 0.07)}) scale(1,-1)" opacity="0.22">${s}</g>`);
}
function snakeBoat(c, p, x, y, L) {
  const col = shade(p, 250, 25, 12);
  let s = `<path d="M${f1(x)},${f1(y)} L${f1(x + L * 0.86)},${f1(y)} Q${f1(x + L * 0.95)},${f1(y - L * 0.02)} ${f1(x + L)},${f1(y - L * 0.16)} L${f1(x + L * 0.985)},${f1(y - L * 0.16)} Q${f1(x + L * 0.92)},${f1(y - L * 0.03)} ${f1(x + L * 0.84)},${f1(y - L * 0.012)} L${f1(x + L * 0.02)},${f1(y - L * 0.012)} Z" fill="${col}"/>`;
  for (let k = 0; k < 34; k++) {
    const rx = x + L * (0.05 + k * 0.023);
    s += `<circle cx="${f1(rx)}" cy="${f1(y - L * 0.024)}" r="${f1(L * 0.0055)}" fill="${col}"/><line x1="${f1(rx)}" y1="${f1(y - L * 0.015)}" x2="${f1(rx - L * 0.012)}" y2="${f1(y + L * 0.02)}" stroke="${col}" stroke-width="${f1(L * 0.002 + 1)}"/>`;
  }
  s += `<rect x="${f1(x + L * 0.4)}" y="${f1(y - L * 0.05)}" width="${f1(L * 0.04)}" height="${f1(L * 0.02)}" fill="${hsl(45, 90, 55)}"/>`;
  c.add(`<g>${s}</g><g transform="translate(0,${f1(2 * y + 6)}) scale(1,-1)" opacity="0.2">${s}</g>`);
}
function camel(c, x, y, h, col) {
  c.add(
    `<g fill="${col}" stroke="${col}" stroke-linecap="round"><ellipse cx="${f1(x)}" cy="${f1(y - h * 0.62)}" rx="${f1(h * 0.32)}" ry="${f1(h * 0.14)}"/><ellipse cx="${f1(x - h * 0.02)}" cy="${f1(y - h * 0.75)}" rx="${f1(h * 0.15)}" ry="${f1(h * 0.13)}"/>` +
      `<line x1="${f1(x + h * 0.25)}" y1="${f1(y - h * 0.65)}" x2="${f1(x + h * 0.42)}" y2="${f1(y - h * 0.95)}" stroke-width="${f1(h * 0.08)}"/><ellipse cx="${f1(x + h * 0.47)}" cy="${f1(y - h * 0.95)}" rx="${f1(h * 0.08)}" ry="${f1(h * 0.045)}"/>` +
      [-0.22, -0.12, 0.14, 0.24]
        .map(
          (dx) =>
            `<line x1="${f1(x + dx * h)}" y1="${f1(y - h * 0.55)}" x2="${f1(x + dx * h)}" y2="${f1(y)}" stroke-width="${f1(h * 0.045)}"/>`,
        )
        .join("") +
      `<line x1="${f1(x - h * 0.32)}" y1="${f1(y - h * 0.64)}" x2="${f1(x - h * 0.38)}" y2="${f1(y - h * 0.42)}" stroke-width="${f1(h * 0.025)}"/></g>`,
  );
}
function elephant(c, x, y, h, col) {
  c.add(
    `<g fill="${col}" stroke="${col}" stroke-linecap="round"><ellipse cx="${f1(x)}" cy="${f1(y - h * 0.6)}" rx="${f1(h * 0.45)}" ry="${f1(h * 0.3)}"/><circle cx="${f1(x + h * 0.45)}" cy="${f1(y - h * 0.72)}" r="${f1(h * 0.2)}"/>` +
      `<path d="M${f1(x + h * 0.6)},${f1(y - h * 0.7)} Q${f1(x + h * 0.75)},${f1(y - h * 0.3)} ${f1(x + h * 0.65)},${f1(y - h * 0.05)}" fill="none" stroke-width="${f1(h * 0.08)}"/>` +
      [-0.3, -0.12, 0.15, 0.3]
        .map(
          (dx) =>
            `<line x1="${f1(x + dx * h)}" y1="${f1(y - h * 0.5)}" x2="${f1(x + dx * h)}" y2="${f1(y)}" stroke-width="${f1(h * 0.13)}"/>`,
        )
        .join("") +
      `</g>`,
  );
}
function balloon(c, p, x, y, r) {
  const hue = c.r(0, 360);
  c.add(
    `<g><path d="M${f1(x - r)},${f1(y)} A${f1(r)},${f1(r * 1.1)} 0 1 1 ${f1(x + r)},${f1(y)} Q${f1(x + r * 0.8)},${f1(y + r * 0.7)} ${f1(x + r * 0.3)},${f1(y + r * 1.15)} L${f1(x - r * 0.3)},${f1(y + r * 1.15)} Q${f1(x - r * 0.8)},${f1(y + r * 0.7)} ${f1(x - r)},${f1(y)} Z" fill="${shade(p, hue, 70, 55)}"/>` +
      `<path d="M${f1(x - r * 0.35)},${f1(y - r * 1.05)} Q${f1(x - r * 0.5)},${f1(y + r * 0.4)} ${f1(x - r * 0.15)},${f1(y + r * 1.15)} L${f1(x + r * 0.15)},${f1(y + r * 1.15)} Q${f1(x + r * 0.5)},${f1(y + r * 0.4)} ${f1(x + r * 0.35)},${f1(y - r * 1.05)} Z" fill="${shade(p, hue + 40, 70, 70)}"/>` +
      `<rect x="${f1(x - r * 0.2)}" y="${f1(y + r * 1.35)}" width="${f1(r * 0.4)}" height="${f1(r * 0.3)}" fill="${shade(p, 25, 40, 25)}"/></g>`,
  );
}
function fort(c, p, x, y, w, col) {
  const h = w * 0.2;
  let s = `<g fill="${col}"><rect x="${f1(x)}" y="${f1(y - h)}" width="${f1(w)}" height="${f1(h + 40)}"/>`;
  for (let k = 0; k < Math.floor(w / 14); k++)
    s += `<rect x="${f1(x + k * 14)}" y="${f1(y - h - 8)}" width="8" height="9"/>`;
  const towers = c.ri(3, 5);
  for (let k = 0; k < towers; k++) {
    const tx = x + (w * k) / (towers - 1),
      tw = w * 0.07,
      th = h * c.r(1.3, 1.8);
    s += `<rect x="${f1(tx - tw / 2)}" y="${f1(y - th)}" width="${f1(tw)}" height="${f1(th)}"/><path d="M${f1(tx - tw * 0.6)},${f1(y - th)} Q${f1(tx)},${f1(y - th - tw)} ${f1(tx + tw * 0.6)},${f1(y - th)} Z"/>`;
  }
  const px = x + w * c.r(0.3, 0.55),
    pw = w * 0.25,
    ph = h * 1.2;
  s += `<rect x="${f1(px)}" y="${f1(y - h - ph)}" width="${f1(pw)}" height="${f1(ph)}"/>`;
  for (let k = 0; k < 3; k++) {
    const cx = px + pw * (0.2 + k * 0.3);
    s += `<rect x="${f1(cx - pw * 0.08)}" y="${f1(y - h - ph - pw * 0.1)}" width="${f1(pw * 0.16)}" height="${f1(pw * 0.1)}"/><path d="M${f1(cx - pw * 0.12)},${f1(y - h - ph - pw * 0.1)} Q${f1(cx)},${f1(y - h - ph - pw * 0.32)} ${f1(cx + pw * 0.12)},${f1(y - h - ph - pw * 0.1)} Z"/>`;
  }
  s += `</g>`;
  for (let k = 0; k < 6; k++)
    s += `<path d="M${f1(px + pw * (0.08 + k * 0.15))},${f1(y - h - ph * 0.25)} v${f1(-ph * 0.35)} q${f1(pw * 0.04)},${f1(-ph * 0.15)} ${f1(pw * 0.08)},0 v${f1(ph * 0.35)} Z" fill="${mix(col, "#000000", 0.35)}"/>`;
  c.add(s);
}
function landmark(c, p, kind, ground, col) {
  const { W, H } = c;
  const x = c.r(0.3, 0.7) * W;
  let s = "";
  if (kind === "burj") {
    const h = H * 0.62,
      w = W * 0.05;
    s = `<path d="M${f1(x - w)},${f1(ground)} L${f1(x - w * 0.8)},${f1(ground - h * 0.35)} L${f1(x - w * 0.55)},${f1(ground - h * 0.36)} L${f1(x - w * 0.45)},${f1(ground - h * 0.62)} L${f1(x - w * 0.25)},${f1(ground - h * 0.63)} L${f1(x - w * 0.15)},${f1(ground - h * 0.85)} L${f1(x)},${f1(ground - h)} L${f1(x + w * 0.12)},${f1(ground - h * 0.8)} L${f1(x + w * 0.3)},${f1(ground - h * 0.55)} L${f1(x + w * 0.55)},${f1(ground - h * 0.54)} L${f1(x + w * 0.7)},${f1(ground - h * 0.28)} L${f1(x + w * 0.9)},${f1(ground - h * 0.27)} L${f1(x + w)},${f1(ground)} Z" fill="${col}"/>`;
  } else if (kind === "eiffel") {
    const h = H * 0.58,
      w = W * 0.11;
    s =
      `<path d="M${f1(x - w / 2)},${f1(ground)} Q${f1(x - w * 0.2)},${f1(ground - h * 0.3)} ${f1(x - w * 0.07)},${f1(ground - h * 0.72)} L${f1(x - w * 0.02)},${f1(ground - h * 0.97)} L${f1(x)},${f1(ground - h)} L${f1(x + w * 0.02)},${f1(ground - h * 0.97)} L${f1(x + w * 0.07)},${f1(ground - h * 0.72)} Q${f1(x + w * 0.2)},${f1(ground - h * 0.3)} ${f1(x + w / 2)},${f1(ground)} L${f1(x + w * 0.3)},${f1(ground)} Q${f1(x)},${f1(ground - h * 0.24)} ${f1(x - w * 0.3)},${f1(ground)} Z" fill="${col}"/>` +
      `<rect x="${f1(x - w * 0.3)}" y="${f1(ground - h * 0.28)}" width="${f1(w * 0.6)}" height="${f1(h * 0.025)}" fill="${col}"/><rect x="${f1(x - w * 0.14)}" y="${f1(ground - h * 0.55)}" width="${f1(w * 0.28)}" height="${f1(h * 0.02)}" fill="${col}"/>`;
  } else if (kind === "bigben") {
    const w = W * 0.04,
      h = H * 0.5;
    s = `<rect x="${f1(x - w / 2)}" y="${f1(ground - h)}" width="${f1(w)}" height="${f1(h)}" fill="${col}"/><path d="M${f1(x - w * 0.6)},${f1(ground - h)} L${f1(x)},${f1(ground - h - w * 1.6)} L${f1(x + w * 0.6)},${f1(ground - h)} Z" fill="${col}"/><circle cx="${f1(x)}" cy="${f1(ground - h * 0.85)}" r="${f1(w * 0.32)}" fill="${hsl(45, 80, 75)}" opacity="0.85"/>`;
    const ex = x + W * c.r(0.15, 0.25),
      er = H * 0.2,
      ey = ground - er - 10;
    s += `<g fill="none" stroke="${col}" stroke-width="4"><circle cx="${f1(ex)}" cy="${f1(ey)}" r="${f1(er)}"/>${Array.from({ length: 12 }, (_, k) => `<line x1="${f1(ex)}" y1="${f1(ey)}" x2="${f1(ex + er * Math.cos((k * Math.PI) / 6))}" y2="${f1(ey + er * Math.sin((k * Math.PI) / 6))}" stroke-width="1.5"/>`).join("")}<path d="M${f1(ex - er * 0.4)},${f1(ground)} L${f1(ex)},${f1(ey)} L${f1(ex + er * 0.4)},${f1(ground)}" stroke-width="6"/></g>`;
  } else if (kind === "mbs") {
    const w = W * 0.035,
      h = H * 0.4,
      gap = w * 1.3;
    for (let k = -1; k <= 1; k++)
      s += `<path d="M${f1(x + k * gap - w / 2)},${f1(ground)} L${f1(x + k * gap - w / 2 + w * 0.25)},${f1(ground - h)} L${f1(x + k * gap + w / 2)},${f1(ground - h)} L${f1(x + k * gap + w / 2)},${f1(ground)} Z" fill="${col}"/>`;
    s += `<path d="M${f1(x - gap * 1.8)},${f1(ground - h - 4)} L${f1(x + gap * 1.7)},${f1(ground - h - 10)} L${f1(x + gap * 1.7)},${f1(ground - h + 6)} L${f1(x - gap * 1.8)},${f1(ground - h + 6)} Z" fill="${col}"/>`;
    for (let k = 0; k < 5; k++) {
      const tx = x - W * 0.25 + k * W * 0.05 + c.r(-10, 10),
        th = H * c.r(0.12, 0.2);
      s += `<path d="M${f1(tx - 4)},${f1(ground)} L${f1(tx - 6)},${f1(ground - th)} L${f1(tx - th * 0.25)},${f1(ground - th - th * 0.18)} L${f1(tx + th * 0.25)},${f1(ground - th - th * 0.18)} L${f1(tx + 6)},${f1(ground - th)} L${f1(tx + 4)},${f1(ground)} Z" fill="${col}"/>`;
    }
  } else if (kind === "petronas") {
    const w = W * 0.035,
      h = H * 0.55;
    for (const dx of [-w * 1.1, w * 1.1]) {
      const tx = x + dx;
      s += `<path d="M${f1(tx - w / 2)},${f1(ground)} L${f1(tx - w / 2)},${f1(ground - h * 0.6)} L${f1(tx - w * 0.4)},${f1(ground - h * 0.6)} L${f1(tx - w * 0.4)},${f1(ground - h * 0.75)} L${f1(tx - w * 0.28)},${f1(ground - h * 0.75)} L${f1(tx - w * 0.2)},${f1(ground - h * 0.86)} L${f1(tx)},${f1(ground - h)} L${f1(tx + w * 0.2)},${f1(ground - h * 0.86)} L${f1(tx + w * 0.28)},${f1(ground - h * 0.75)} L${f1(tx + w * 0.4)},${f1(ground - h * 0.75)} L${f1(tx + w * 0.4)},${f1(ground - h * 0.6)} L${f1(tx + w / 2)},${f1(ground - h * 0.6)} L${f1(tx + w / 2)},${f1(ground)} Z" fill="${col}"/>`;
    }
    s += `<rect x="${f1(x - w)}" y="${f1(ground - h * 0.45)}" width="${f1(w * 2)}" height="${f1(h * 0.02)}" fill="${col}"/>`;
  } else if (kind === "zurich") {
    for (const dx of [-W * 0.03, W * 0.03])
      s += `<rect x="${f1(x + dx - W * 0.012)}" y="${f1(ground - H * 0.3)}" width="${f1(W * 0.024)}" height="${f1(H * 0.3)}" fill="${col}"/><path d="M${f1(x + dx - W * 0.014)},${f1(ground - H * 0.3)} Q${f1(x + dx)},${f1(ground - H * 0.38)} ${f1(x + dx + W * 0.014)},${f1(ground - H * 0.3)} Z" fill="${col}"/>`;
  }
  if (s) c.add(s);
}

// ---------------------------------------------------------------- choosing a scene from text
const RULES = [
  [/\b(flight|airport|fly to)\b/, "plane"],
  [/passport|visa|schengen|insurance|document/, "passport"],
  [/safely|online|phishing|scam/, "security"],
  [/\bfood\b|sadya|cuisine/, "food"],
  [/^hotel|hotel booking/, "hotel"],
  [/boat race|\bonam\b|snake boat/, "backwaters", { snake: true }],
  [/fuji|kawaguchiko/, "mountains", { volcano: true, snow: true, lake: true }],
  [/fushimi|inari|torii/, "temple", { kind: "torii" }],
  [/cappadocia|balloon|göreme|goreme/, "desert", { balloons: true }],
  [
    /dubai|singapore|paris|eiffel|seine|london|kuala lumpur|tokyo|osaka|hanoi|da nang|zurich|burj|marina|universal studios|museum|corporate|business|outbound/,
    "city",
  ],
  [/pagoda|kyoto|\bnara\b|senso|hoi an|arashiyama|japan/, "temple", { kind: "pagoda" }],
  [/mosque|abu dhabi|hagia|istanbul|\btaj\b|agra|bosphorus|turkey|golden triangle/, "temple", { kind: "mosque" }],
  [/pangong/, "mountains", { snow: true, arid: true, lake: true }],
  [/desert|dune|jaisalmer|nubra/, "desert"],
  [/\bfort\b|palace|jaipur|jodhpur|rajasthan|udaipur|windsor|galle/, "fort"],
  [/waterfall|\bfalls\b|athirappilly/, "waterfall"],
  [/dal lake|srinagar|shikara/, "mountains", { lake: true, shikara: true, snow: true }],
  [
    /houseboat|backwater|kumarakom|alleppey|alappuzha|kuttanad|vembanad|poovar|kappil|village life|inbound/,
    "backwaters",
  ],
  [/banasura|kuruva|\bdam\b|boat ride|custom/, "mountains", { lake: true }],
  [/tegallalang|terrace|kintamani/, "tea", { terraces: true }],
  [/\btea\b|munnar|ooty|nilgiri|coonoor|nuwara|plantation|coffee|coorg|spice|madikeri|\bella\b|toy train/, "tea"],
  [/monastery|stupa|sigiriya|dambulla|buddha|kandy|tooth|sri lanka/, "temple", { kind: "stupa" }],
  [/phi phi|ha long|halong|krabi|phang nga|railay|four islands|langkawi|nusa penida|thailand|vietnam/, "karst"],
  [/temple|gopuram|kanyakumari|uluwatu|tanah lot|madurai|trivandrum/, "temple", { kind: "gopuram" }],
  [/ladakh|\bleh\b|khardung|pangong|chang la/, "mountains", { snow: true, arid: true }],
  [
    /snow|switzerland|swiss|jungfrau|titlis|kashmir|gulmarg|sonamarg|pahalgam|glacier|interlaken|lauterbrunnen|grindelwald|lucerne|alps|goldenpass|europe/,
    "mountains",
    { snow: true },
  ],
  [
    /beach|maldives|\bgoa\b|kovalam|varkala|andaman|havelock|\bneil\b|lagoon|reef|snorkel|sandbank|bali|\bsea\b|coast|seminyak|overwater|honeymoon|sentosa|island|cruise|ferry/,
    "beach",
  ],
  [
    /forest|wildlife|periyar|tiger|wayanad|national park|eravikulam|chembra|jungle|sanctuary|thekkady|ubud|monkey|\bzoo\b|safari|elephant|\bbird|trek|kalari|edakkal|caves/,
    "forest",
  ],
  [/\bcity\b|malaysia|\bmall\b|shopping/, "city"],
  [/\bhill|valley|ghat|genting|peak|mountain|viewpoint/, "mountains", {}],
  [/kerala|kochi|custom|package/, "backwaters"],
];
function matchRule(text) {
  const t = text.toLowerCase();
  for (const [re, scene, opts] of RULES) if (re.test(t)) return { scene, opts: { ...(opts || {}) } };
  return null;
}
function chooseScene(primary, fallback = "", context = "") {
  const m = matchRule(primary) || matchRule(fallback) || { scene: "mountains", opts: {} };
  const all = `${primary} ${fallback} ${context}`.toLowerCase();
  const o = m.opts;
  if (m.scene === "city") {
    o.landmark = /dubai|burj|abu dhabi/.test(all)
      ? "burj"
      : /paris|france/.test(all)
        ? "eiffel"
        : /london|windsor/.test(all)
          ? "bigben"
          : /singapore|sentosa/.test(all)
            ? "mbs"
            : /kuala|malaysia|langkawi/.test(all)
              ? "petronas"
              : /zurich/.test(all)
                ? "zurich"
                : null;
    o.fujiBack = /tokyo|japan|osaka/.test(all);
    o.dhow = /dhow|creek|cruise|marina/.test(all);
  }
  if (m.scene === "beach") {
    o.villas = /maldives|overwater|sandbank|house reef/.test(all);
    o.lighthouse = /kovalam|lighthouse/.test(all);
    o.cliffs = /varkala|cliff/.test(all);
  }
  if (m.scene === "mountains" && /pangong|lucerne|lake/.test(`${primary} ${fallback}`.toLowerCase()) && !o.volcano)
    o.lake = true;
  if (m.scene === "temple" && o.kind === "mosque") o.taj = /\btaj\b|agra|golden triangle/.test(all);
  if (m.scene === "fort") o.lake = /udaipur|pichola|lake/.test(all);
  if (m.scene === "forest") o.elephant = /elephant|periyar|thekkady|dubare/.test(all);
  if (/monsoon|\brain/.test(primary.toLowerCase()) && (m.scene === "tea" || m.scene === "forest")) o.rain = true;
  return { scene: m.scene, opts: o };
}

// ---------------------------------------------------------------- overlays for deals, avatars, placeholder
function wrapWords(text, max) {
  const lines = [];
  let cur = "";
  for (const w of text.split(/\s+/)) {
    if ((cur + " " + w).trim().length > max && cur) {
      lines.push(cur);
      cur = w;
    } else cur = (cur + " " + w).trim();
  }
  if (cur) lines.push(cur);
  return lines;
}
function dealOverlay(c, title, mobile) {
  const { W, H } = c;
  const [main, sub] = title.split(/\s+[–-]\s+/);
  const font = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;
  if (mobile) {
    c.add(
      `<rect y="${f1(H * 0.45)}" width="${W}" height="${f1(H * 0.55)}" fill="${c.linear([
        [0, "#000", 0],
        [0.45, "#000", 0.55],
        [1, "#000", 0.8],
      ])}"/>`,
    );
    const lines = wrapWords(main, 15);
    const fs = 62,
      y0 = H - 120 - (lines.length - 1) * fs * 1.12 - (sub ? 70 : 0);
    c.add(
      lines
        .map(
          (l, i) =>
            `<text x="48" y="${f1(y0 + i * fs * 1.12)}" ${font} font-weight="bold" font-size="${fs}" fill="#ffffff">${esc(l)}</text>`,
        )
        .join(""),
    );
    if (sub)
      c.add(
        `<text x="48" y="${f1(y0 + (lines.length - 1) * fs * 1.12 + 70)}" ${font} font-size="38" fill="#ffd66b">${esc(sub)}</text>`,
      );
    c.add(
      `<rect x="48" y="${H - 92}" width="230" height="58" rx="29" fill="#ffb627"/><text x="163" y="${H - 53}" text-anchor="middle" ${font} font-weight="bold" font-size="26" fill="#1d2433">Enquire now</text>`,
    );
  } else {
    c.add(
      `<rect width="${f1(W * 0.7)}" height="${H}" fill="${c.linear(
        [
          [0, "#000", 0.72],
          [0.65, "#000", 0.35],
          [1, "#000", 0],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    );
    const lines = wrapWords(main, 22);
    const fs = 76,
      y0 = H / 2 - ((lines.length - 1) * fs * 1.1) / 2 - (sub ? 40 : 0) + 10;
    c.add(
      lines
        .map(
          (l, i) =>
            `<text x="90" y="${f1(y0 + i * fs * 1.1)}" ${font} font-weight="bold" font-size="${fs}" fill="#ffffff">${esc(l)}</text>`,
        )
        .join(""),
    );
    if (sub)
      c.add(
        `<text x="92" y="${f1(y0 + (lines.length - 1) * fs * 1.1 + 72)}" ${font} font-size="44" fill="#ffd66b">${esc(sub)}</text>`,
      );
    c.add(
      `<rect x="92" y="${H - 118}" width="250" height="62" rx="31" fill="#ffb627"/><text x="217" y="${H - 77}" text-anchor="middle" ${font} font-weight="bold" font-size="28" fill="#1d2433">Enquire now</text>`,
    );
  }
}
function avatarSvg(c, name, index) {
  const { W, H } = c;
  const HUES = [205, 12, 145, 280, 42, 330, 175, 100, 240, 60];
  const hue = (HUES[index % HUES.length] + Math.floor(index / HUES.length) * 17 + c.r(-6, 6)) % 360;
  const parts = name.split(/\s+/).filter(Boolean);
  const initials = (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : parts[0].slice(0, 2)).toUpperCase();
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.linear(
      [
        [0, hsl(hue, 60, 62)],
        [1, hsl(hue + 25, 55, 42)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
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
function placeholderSvg(c) {
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

// ---------------------------------------------------------------- the job list
const SIZES = {
  destination: [1600, 1000],
  tour: [1600, 1000],
  itinerary: [1200, 800],
  blog: [1200, 750],
  dealWeb: [1600, 640],
  dealMobile: [800, 1000],
  service: [1000, 700],
  avatar: [256, 256],
  placeholder: [1200, 800],
};
async function loadJson(name) {
  return JSON.parse(await readFile(join(SEED_DIR, name), "utf8"));
}
export async function buildJobs() {
  const jobs = [];
  const add = (path, size, render) => {
    if (path) jobs.push({ path, size: SIZES[size], render, sel: render.sel });
  };
  const scene = (sel, extra) =>
    Object.assign(
      (c) => {
        SCENES[sel.scene](c, sel.opts);
        if (extra) extra(c);
      },
      { sel },
    );

  for (const d of await loadJson("destinations.json")) {
    const base = `${d.name} ${d._id.replace(/^dst-/, "").replace(/-/g, " ")}`;
    add(d.bannerImage, "destination", scene(chooseScene(base, "", d.description)));
    for (const day of d.itinerary || []) {
      const sel = chooseScene(day.title, base, d.name);
      const arrival = /arrival|departure/i.test(day.title) && sel.scene !== "plane";
      add(
        day.image,
        "itinerary",
        scene(
          sel,
          arrival
            ? (c) => {
                const p = { name: "day" };
                plane(c, c.r(0.55, 0.85) * c.W, c.r(0.1, 0.2) * c.H, c.W * 0.07, "#ffffff", c.rnd() < 0.5);
                void p;
              }
            : null,
        ),
      );
    }
  }
  for (const t of await loadJson("tour-packages.json")) add(t.bannerImage, "tour", scene(chooseScene(t.name)));
  for (const b of await loadJson("blogs.json"))
    add(
      b.featuredImage,
      "blog",
      scene(chooseScene(b.title, `${(b.tags || []).join(" ")} ${(b.categories || []).join(" ")}`)),
    );
  for (const d of await loadJson("deals.json")) {
    const sel = chooseScene(d.title);
    add(
      d.webBanner,
      "dealWeb",
      scene(sel, (c) => dealOverlay(c, d.title, false)),
    );
    add(
      d.mobileBanner,
      "dealMobile",
      scene(sel, (c) => dealOverlay(c, d.title, true)),
    );
  }
  for (const s of await loadJson("service-cards.json"))
    add(s.banner, "service", scene(chooseScene(s.title, s.subheading)));
  (await loadJson("reviews.json")).forEach((r, i) => add(r.profile, "avatar", (c) => avatarSvg(c, r.author, i)));
  add("images/placeholder.jpg", "placeholder", placeholderSvg);
  return jobs;
}

export function renderSvg(job) {
  const [W, H] = job.size;
  const c = new Ctx(W, H, job.path);
  job.render(c);
  return c.svg();
}

async function walk(dir) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(p)));
    else out.push(p);
  }
  return out;
}

async function main() {
  const jobs = await buildJobs();
  if (args.has("--list")) {
    for (const j of jobs) console.log(j.path, j.sel ? `${j.sel.scene} ${JSON.stringify(j.sel.opts)}` : "");
    return;
  }
  const seen = new Set();
  let made = 0,
    skipped = 0,
    bytes = 0;
  const queue = jobs.filter((j) => !seen.has(j.path) && seen.add(j.path));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const out = join(SEED_DIR, job.path);
      if (!FORCE) {
        const st = await stat(out).catch(() => null);
        if (st) {
          skipped++;
          bytes += st.size;
          continue;
        }
      }
      await mkdir(dirname(out), { recursive: true });
      const info = await sharp(Buffer.from(renderSvg(job)))
        .resize(job.size[0], job.size[1], { fit: "fill" })
        .jpeg(JPEG)
        .toFile(out);
      bytes += info.size;
      made++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const wanted = new Set([...seen].map((p) => join(SEED_DIR, p)));
  const orphans = (await walk(join(SEED_DIR, "images"))).filter((f) => !wanted.has(f));
  for (const f of orphans) {
    if (PRUNE) await unlink(f);
    console.log(`${PRUNE ? "removed" : "unreferenced (use --prune to delete)"}: ${relative(SEED_DIR, f)}`);
  }
  console.log(
    `images: ${seen.size} referenced, ${made} rendered, ${skipped} already present (use --force to re-render); ${(bytes / 1048576).toFixed(2)} MB`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
