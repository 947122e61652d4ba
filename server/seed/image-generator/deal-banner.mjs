// The deal title and "Enquire now" pill laid over a deal banner's scene.
import { esc, f1 } from "./svg-canvas.mjs";

// DejaVu Sans first: the committed banners were set in it; the others only stand in where it is not installed.
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;

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

export function dealOverlay(c, title, mobile) {
  const { W, H } = c;
  const [main, sub] = title.split(/\s+[–-]\s+/);
  if (mobile) {
    c.add(
      `<rect y="${f1(H * 0.45)}" width="${W}" height="${f1(H * 0.55)}" fill="${c.linear([
        [0, "#000", 0],
        [0.45, "#000", 0.55],
        [1, "#000", 0.8],
      ])}"/>`,
    );
    const lines = wrapWords(main, 15);
    const fs = 62;
    const y0 = H - 120 - (lines.length - 1) * fs * 1.12 - (sub ? 70 : 0);
    writeTitle(c, lines, sub, { x: 48, y0, fs, lineHeight: 1.12, subX: 48, subGap: 70, subSize: 38 });
    enquirePill(c, { x: 48, y: H - 92, width: 230, height: 58, fontSize: 26 });
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
    const fs = 76;
    const y0 = H / 2 - ((lines.length - 1) * fs * 1.1) / 2 - (sub ? 40 : 0) + 10;
    writeTitle(c, lines, sub, { x: 90, y0, fs, lineHeight: 1.1, subX: 92, subGap: 72, subSize: 44 });
    enquirePill(c, { x: 92, y: H - 118, width: 250, height: 62, fontSize: 28 });
  }
}

// The title in bold white from baseline y0, one line per wrapped line, and the part after the dash below it in gold.
function writeTitle(c, lines, sub, { x, y0, fs, lineHeight, subX, subGap, subSize }) {
  c.add(
    lines
      .map(
        (l, i) =>
          `<text x="${x}" y="${f1(y0 + i * fs * lineHeight)}" ${FONT} font-weight="bold" font-size="${fs}" fill="#ffffff">${esc(l)}</text>`,
      )
      .join(""),
  );
  if (sub)
    c.add(
      `<text x="${subX}" y="${f1(y0 + (lines.length - 1) * fs * lineHeight + subGap)}" ${FONT} font-size="${subSize}" fill="#ffd66b">${esc(sub)}</text>`,
    );
}

function enquirePill(c, { x, y, width, height, fontSize }) {
  c.add(
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="#ffb627"/><text x="${x + width / 2}" y="${y + height / 2 + 10}" text-anchor="middle" ${FONT} font-weight="bold" font-size="${fontSize}" fill="#1d2433">Enquire now</text>`,
  );
}
