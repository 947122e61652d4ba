// Scenes on the water: beach, Kerala backwaters, limestone karsts in the sea.
import { birds, clouds, mist, palette, shade, skyAndSun, vignette } from "../atmosphere.mjs";
import { sineRidge, smoothPath } from "../ridges.mjs";
import { f1, hsl, mix } from "../svg-canvas.mjs";
import { palm } from "../trees.mjs";
import { boat, ripples, snakeBoat, sunReflection, water } from "../water.mjs";

export function beach(c, o) {
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
  ripples(c, hz, 22, "#ffffff", 0.3);
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
}

export function backwaters(c, o) {
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
  ripples(c, hz, 18, "#ffffff", 0.22);
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
}

export function karst(c) {
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
  ripples(c, hz, 16, "#ffffff", 0.25);
  boat(c, p, c.r(0.1, 0.7) * W, hz + (H - hz) * c.r(0.5, 0.75), W * c.r(0.12, 0.18), "longtail");
  vignette(c, 0.22);
}
