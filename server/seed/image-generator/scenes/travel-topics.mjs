// Pictures for travel topics rather than places: a plane, passport and boarding pass, sadya, online security.
import { clouds, palette, skyAndSun, vignette } from "../atmosphere.mjs";
import { sineRidge, smoothPath } from "../ridges.mjs";
import { f1, hsl, mix } from "../svg-canvas.mjs";

export function plane(c) {
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
  airliner(c, x, y, L, p.name === "day" ? "#f4f7fb" : mix("#f4f7fb", p.skyTop, 0.35));
  c.add(
    `<g fill="${hsl(210, 60, 35)}" opacity="0.7">${Array.from({ length: 14 }, (_, k) => `<circle cx="${f1(x - L * 0.3 + k * L * 0.045)}" cy="${f1(y - L * 0.02)}" r="${f1(L * 0.008)}"/>`).join("")}</g></g>`,
  );
  vignette(c, 0.15);
}

export function airliner(c, x, y, L, col, flip = false) {
  const h = L * 0.11;
  const g =
    `<g transform="translate(${f1(x)},${f1(y)})${flip ? " scale(-1,1)" : ""}" fill="${col}">` +
    `<path d="M${f1(-L / 2)},${f1(-h * 0.1)} L${f1(L * 0.4)},${f1(-h / 2)} Q${f1(L / 2 + h)},${f1(-h * 0.2)} ${f1(L * 0.4)},${f1(h / 2)} L${f1(-L * 0.42)},${f1(h / 2)} Q${f1(-L / 2)},${f1(h * 0.3)} ${f1(-L / 2)},${f1(-h * 0.1)} Z"/>` +
    `<path d="M${f1(-L * 0.4)},${f1(-h * 0.2)} L${f1(-L * 0.5)},${f1(-h * 2.4)} L${f1(-L * 0.38)},${f1(-h * 2.4)} L${f1(-L * 0.22)},${f1(-h * 0.3)} Z"/>` +
    `<path d="M${f1(L * 0.08)},${f1(h * 0.1)} L${f1(-L * 0.2)},${f1(h * 2.6)} L${f1(-L * 0.08)},${f1(h * 2.6)} L${f1(L * 0.22)},${f1(h * 0.2)} Z"/>` +
    `<path d="M${f1(-L * 0.36)},${f1(h * 0.1)} L${f1(-L * 0.47)},${f1(h * 1.1)} L${f1(-L * 0.4)},${f1(h * 1.1)} L${f1(-L * 0.28)},${f1(h * 0.2)} Z"/></g>`;
  c.add(g);
}

// n dark horizontal bands across the canvas (paper grain, table planks); jitter moves each up or down by up to that.
function darkBands(c, n, height, opacity, jitter = 0) {
  for (let k = 0; k < n; k++) {
    const y = (c.H * k) / n + (jitter ? c.r(-jitter, jitter) : 0);
    c.add(`<rect x="0" y="${f1(y)}" width="${c.W}" height="${f1(height)}" fill="#000" opacity="${opacity}"/>`);
  }
}

export function passport(c) {
  const { W, H } = c;
  const hue = c.r(18, 38);
  c.fillDiagonal(hsl(hue, 35, 72), hsl(hue, 40, 52));
  darkBands(c, 18, H / 36, 0.025);
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
  airliner(c, bx + bw * 0.5, by - bh * 0.02 + bh * 0.1, bw * 0.18, hsl(200, 50, 45));
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
}

export function food(c) {
  const { W, H } = c;
  const hue = c.r(20, 32);
  c.fillDiagonal(hsl(hue, 40, 32), hsl(hue, 45, 20));
  darkBands(c, 9, 3, 0.18, 4);
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
}

export function security(c) {
  const { W, H } = c;
  const hue = c.r(200, 235);
  c.fillDiagonal(hsl(hue, 55, 28), hsl(hue + 30, 50, 14));
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
}
