// The desert scene: dunes with camels, a fort or hot-air balloons.
import { clouds, palette, shade, skyAndSun, vignette } from "../atmosphere.mjs";
import { sineRidge, smoothPath } from "../ridges.mjs";
import { fortress } from "./monuments.mjs";
import { f1 } from "../svg-canvas.mjs";

export function desert(c, o) {
  const { W, H } = c;
  const p = palette(c, ["golden", "day", "dusk", "golden"]);
  skyAndSun(c, p, { sunY: H * c.r(0.18, 0.45), sunR: W * c.r(0.05, 0.08) });
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
      fortress(c, c.r(0.15, 0.6) * W, Math.min(...pts.map((q) => q[1])) + 8, W * 0.32, shade(p, 25, 40, 30, 0.3));
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
  vignette(c, 0.25);
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

function balloon(c, p, x, y, r) {
  const hue = c.r(0, 360);
  c.add(
    `<g><path d="M${f1(x - r)},${f1(y)} A${f1(r)},${f1(r * 1.1)} 0 1 1 ${f1(x + r)},${f1(y)} Q${f1(x + r * 0.8)},${f1(y + r * 0.7)} ${f1(x + r * 0.3)},${f1(y + r * 1.15)} L${f1(x - r * 0.3)},${f1(y + r * 1.15)} Q${f1(x - r * 0.8)},${f1(y + r * 0.7)} ${f1(x - r)},${f1(y)} Z" fill="${shade(p, hue, 70, 55)}"/>` +
      `<path d="M${f1(x - r * 0.35)},${f1(y - r * 1.05)} Q${f1(x - r * 0.5)},${f1(y + r * 0.4)} ${f1(x - r * 0.15)},${f1(y + r * 1.15)} L${f1(x + r * 0.15)},${f1(y + r * 1.15)} Q${f1(x + r * 0.5)},${f1(y + r * 0.4)} ${f1(x + r * 0.35)},${f1(y - r * 1.05)} Z" fill="${shade(p, hue + 40, 70, 70)}"/>` +
      `<rect x="${f1(x - r * 0.2)}" y="${f1(y + r * 1.35)}" width="${f1(r * 0.4)}" height="${f1(r * 0.3)}" fill="${shade(p, 25, 40, 25)}"/></g>`,
  );
}
