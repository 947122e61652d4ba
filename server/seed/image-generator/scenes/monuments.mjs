// Monuments: temples (gopuram, pagoda, torii, mosque or Taj, stupa) and hill forts.
import { birds, clouds, palette, shade, skyAndSun, vignette } from "../atmosphere.mjs";
import { sineRidge, smoothPath } from "../ridges.mjs";
import { f1, hsl, mix } from "../svg-canvas.mjs";
import { palm, roundTree } from "../trees.mjs";
import { boat, ripples, sunReflection } from "../water.mjs";

export function temple(c, o) {
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
}

export function fort(c, o) {
  const { W, H } = c;
  const p = palette(c, ["golden", "day", "dusk"]);
  skyAndSun(c, p, { sunY: H * c.r(0.15, 0.4) });
  clouds(c, p, c.ri(1, 3), H * 0.05, H * 0.3);
  birds(c, p, c.ri(2, 6));
  const hill = sineRidge(c, H * 0.62, H * 0.05, 2);
  c.add(`<path d="${smoothPath(hill, W, H)}" fill="${shade(p, 30, 40, 45, 0.2)}"/>`);
  const fw = W * c.r(0.35, 0.6);
  fortress(
    c,
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
    ripples(c, y, 14, "#ffffff", 0.3);
    boat(c, p, c.r(0.1, 0.7) * W, y + (H - y) * 0.5, W * 0.14, "canoe");
  } else {
    c.add(`<path d="${smoothPath(sineRidge(c, H * 0.82, H * 0.03, 2), W, H)}" fill="${shade(p, 35, 40, 30)}"/>`);
    for (let k = 0; k < c.ri(2, 4); k++)
      roundTree(c, c.r(0, W), H * c.r(0.9, 1), H * c.r(0.12, 0.22), shade(p, 100, 25, 22), null);
  }
  vignette(c, 0.25);
}

export function fortress(c, x, y, w, col) {
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
