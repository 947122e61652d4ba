// Outlines of hills, dunes and shores: random ridges and the SVG paths that fill below them.
import { f1 } from "./svg-canvas.mjs";

export function smoothPath(pts, W, H, close = true) {
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
export function polyPath(pts, W, H) {
  return "M" + pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join(" L") + ` L${W},${H} L0,${H} Z`;
}
export function sineRidge(c, baseY, amp, n = 3, steps = 40, x0 = -20, x1 = c.W + 20) {
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
export function peakRidge(c, baseY, amp, peaks = 3, rough = 0.08, steps = 90) {
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
