// Built-up scenes: a city skyline with its landmark, and a hotel with a pool.
import { clouds, palette, shade, skyAndSun, vignette } from "../atmosphere.mjs";
import { f1, hsl, mix } from "../svg-canvas.mjs";
import { palm } from "../trees.mjs";
import { boat, ripples } from "../water.mjs";

export function city(c, o) {
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
    if (layer === 0) landmark(c, o.landmark, ground, shade(p, 235, 25, 30, 0.2));
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
  ripples(c, ground, 12, "#ffffff", 0.2);
  if (o.dhow) boat(c, p, c.r(0.1, 0.6) * W, ground + (H - ground) * 0.45, W * 0.2, "dhow");
  vignette(c, 0.3);
}

function landmark(c, kind, ground, col) {
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

export function hotel(c) {
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
  ripples(c, py, 10, "#ffffff", 0.45);
  for (let k = 0; k < 3; k++)
    c.add(
      `<rect x="${f1(W * (0.15 + k * 0.1))}" y="${f1(ground + 6)}" width="${f1(W * 0.07)}" height="${f1(H * 0.015)}" rx="4" fill="#ffffff" opacity="0.9"/>`,
    );
  const pc = shade(p, 130, 25, 18);
  palm(c, c.r(0.02, 0.12) * W, H * 0.98, H * c.r(0.6, 0.85), c.r(0.05, 0.25), pc);
  palm(c, c.r(0.85, 0.98) * W, H * 0.98, H * c.r(0.55, 0.8), -c.r(0.05, 0.25), pc);
  vignette(c, 0.2);
}
