// Water surfaces and the boats on them, each boat with its reflection.
import { f1, hsl, mix } from "./svg-canvas.mjs";
import { shade } from "./atmosphere.mjs";

export function water(c, p, y0, deep) {
  const { W, H } = c;
  c.add(
    `<rect x="0" y="${f1(y0)}" width="${W}" height="${f1(H - y0)}" fill="${c.linear([
      [0, mix(p.horizon, deep, p.name === "day" ? 0.25 : 0.55)],
      [1, deep],
    ])}"/>`,
  );
}
export function ripples(c, y0, n, col, op = 0.35) {
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
export function sunReflection(c, p, sun, y0) {
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

export function boat(c, p, x, y, L, kind) {
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
export function snakeBoat(c, p, x, y, L) {
  const col = shade(p, 250, 25, 12);
  let s = `<path d="M${f1(x)},${f1(y)} L${f1(x + L * 0.86)},${f1(y)} Q${f1(x + L * 0.95)},${f1(y - L * 0.02)} ${f1(x + L)},${f1(y - L * 0.16)} L${f1(x + L * 0.985)},${f1(y - L * 0.16)} Q${f1(x + L * 0.92)},${f1(y - L * 0.03)} ${f1(x + L * 0.84)},${f1(y - L * 0.012)} L${f1(x + L * 0.02)},${f1(y - L * 0.012)} Z" fill="${col}"/>`;
  for (let k = 0; k < 34; k++) {
    const rx = x + L * (0.05 + k * 0.023);
    s += `<circle cx="${f1(rx)}" cy="${f1(y - L * 0.024)}" r="${f1(L * 0.0055)}" fill="${col}"/><line x1="${f1(rx)}" y1="${f1(y - L * 0.015)}" x2="${f1(rx - L * 0.012)}" y2="${f1(y + L * 0.02)}" stroke="${col}" stroke-width="${f1(L * 0.002 + 1)}"/>`;
  }
  s += `<rect x="${f1(x + L * 0.4)}" y="${f1(y - L * 0.05)}" width="${f1(L * 0.04)}" height="${f1(L * 0.02)}" fill="${hsl(45, 90, 55)}"/>`;
  c.add(`<g>${s}</g><g transform="translate(0,${f1(2 * y + 6)}) scale(1,-1)" opacity="0.2">${s}</g>`);
}
