// Scenes inland and uphill: mountains (snow, lake, arid, volcano), tea hills or rice terraces, forest, waterfall.
import { clouds, mist, palette, rain, shade, skyAndSun, vignette } from "../atmosphere.mjs";
import { peakRidge, polyPath, sineRidge, smoothPath } from "../ridges.mjs";
import { f1, hsl, mix } from "../svg-canvas.mjs";
import { palm, pine, roundTree } from "../trees.mjs";
import { boat, ripples } from "../water.mjs";

export function mountains(c, o) {
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
    ripples(c, base, 16, "#ffffff", 0.25);
    if (o.shikara) {
      for (let i = 0; i < c.ri(1, 3); i++)
        boat(c, p, c.r(0.1, 0.75) * W, base + (H - base) * c.r(0.3, 0.7), W * c.r(0.12, 0.2), "shikara");
    }
  }
  vignette(c, 0.2);
}

export function tea(c, o) {
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
}

export function forest(c, o) {
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
}

export function waterfall(c) {
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
    roundTree(c, tx, top - H * 0.03 + c.r(0, 0.03) * H, H * c.r(0.08, 0.16), shade(p, 135, 45, 24 + c.r(0, 10)), null);
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
  ripples(c, pool, 10, "#ffffff", 0.35);
  for (let k = 0; k < 4; k++)
    roundTree(c, k < 2 ? c.r(0, 0.15) * W : c.r(0.85, 1) * W, H * 1.02, H * c.r(0.3, 0.5), shade(p, 140, 40, 14), null);
  vignette(c, 0.25);
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
