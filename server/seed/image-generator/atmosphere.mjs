// Time of day (sky colours, sun, how lit the ground is) and what hangs in the air: clouds, birds, mist, rain.
import { f1, hsl, mix } from "./svg-canvas.mjs";

// [hue, saturation, lightness] of the sky's top, middle and horizon stops, the sun and its glow; light dims the ground.
const TIMES_OF_DAY = {
  day: { light: 1, sky: [208, 68, 46, 200, 70, 66, 190, 62, 86], sun: [50, 100, 95], glow: [48, 100, 85] },
  dawn: { light: 0.85, sky: [222, 42, 56, 300, 32, 76, 28, 85, 84], sun: [42, 100, 92], glow: [30, 100, 78] },
  golden: { light: 0.72, sky: [212, 42, 44, 26, 78, 68, 42, 95, 78], sun: [46, 100, 88], glow: [34, 100, 66] },
  dusk: { light: 0.5, sky: [252, 38, 24, 330, 42, 50, 26, 88, 64], sun: [36, 100, 82], glow: [18, 100, 60] },
  night: { light: 0.28, sky: [226, 50, 16, 232, 42, 28, 255, 32, 46], sun: [48, 30, 92], glow: [220, 40, 70] },
};

export function palette(c, times) {
  const name = c.pick(times);
  const t = TIMES_OF_DAY[name];
  const dh = c.r(-14, 14);
  const sky = [0, 3, 6].map((i) => hsl(t.sky[i] + dh, t.sky[i + 1] + c.r(-6, 6), t.sky[i + 2] + c.r(-4, 4)));
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
export function shade(p, h, s, l, haze = 0) {
  const lit =
    p.name === "night" ? hsl(200, 30, l * 0.35) : hsl(h, s * (0.55 + 0.45 * p.light), l * (0.35 + 0.65 * p.light));
  return mix(lit, p.horizon, haze);
}

export function skyAndSun(c, p, { sunX, sunY, sunR, sun = true } = {}) {
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
export function clouds(c, p, n, yMin, yMax, scale = 1) {
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
export function birds(c, p, n) {
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
export function mist(c, p, y, h, op = 0.5) {
  c.add(
    `<rect x="0" y="${f1(y - h / 2)}" width="${c.W}" height="${f1(h)}" fill="${c.linear([
      [0, p.horizon, 0],
      [0.5, p.horizon, op],
      [1, p.horizon, 0],
    ])}"/>`,
  );
}
export function vignette(c, strength = 0.28) {
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

export function rain(c, op = 0.35) {
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
