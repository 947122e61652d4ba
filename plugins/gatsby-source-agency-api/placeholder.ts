import sharp from "sharp";

/** A neutral landscape shown wherever a record's image URL cannot be downloaded. Rendered, so no file path to resolve. */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <rect width="1200" height="800" fill="#e8eef0"/>
  <circle cx="880" cy="230" r="70" fill="#d3dde0"/>
  <path d="M0 800 L380 430 L600 640 L820 380 L1200 800 Z" fill="#c3d0d4"/>
</svg>`;

/** The placeholder's File node name: what shows a placeholder rather than the record's own picture. */
export const PLACEHOLDER_FILE_NAME = "agency-placeholder";

export const renderPlaceholderJpeg = (): Promise<Buffer> =>
  sharp(Buffer.from(PLACEHOLDER_SVG)).jpeg({ quality: 70, mozjpeg: true }).toBuffer();
