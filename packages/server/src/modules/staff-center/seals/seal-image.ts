// Seal images: the transparency check of an uploaded PNG (a seal is laid over a document, so an opaque
// background would hide the text under it) and the standard round red seal generated from a company's name
// (SVG rendered to a transparent PNG with the CJK font of the label sheets).
import { Resvg } from '@resvg/resvg-js';
import { CJK_FONT_FILE } from '../../product-center/packages/labels.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** IHDR colour types with an alpha channel: 4 greyscale + alpha, 6 RGBA */
const ALPHA_COLOUR_TYPES = new Set([4, 6]);

export const isPng = (bytes: Buffer): boolean => bytes.length >= 33 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);

/**
 * Whether a PNG can be transparent: an alpha channel (IHDR colour type 4 or 6) or a tRNS chunk before the
 * image data. False for anything that is not a well-formed PNG head.
 */
export function pngHasTransparency(bytes: Buffer): boolean {
  if (!isPng(bytes) || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  if (ALPHA_COLOUR_TYPES.has(bytes[25]!)) return true;
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'tRNS') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    at += 12 + length;
  }
  return false;
}

const SEAL_RED = '#d9001b';

export const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The points of a five-pointed star centred on (cx, cy). */
function starPoints(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.382;
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

/**
 * The SVG of a standard round red seal (200 × 200): a double circle, a star in the middle, `text` (the
 * company's name) along the upper arc and `bottom` (the seal type's name, e.g. 合同专用章) under the star.
 */
export function sealSvg(text: string, bottom: string): string {
  const chars = [...text.trim()];
  const n = Math.max(chars.length, 1);
  const radius = 63;
  // the text runs over 240° of the arc, from lower left over the top to lower right
  const arcLength = radius * ((240 * Math.PI) / 180);
  const fontSize = Math.min(26, Math.max(11, (arcLength * 0.9) / n));
  const spacing = Math.max(0, (arcLength - fontSize * n) / n);
  const start = { x: 100 + radius * Math.cos((150 * Math.PI) / 180), y: 100 + radius * Math.sin((150 * Math.PI) / 180) };
  const end = { x: 100 + radius * Math.cos((30 * Math.PI) / 180), y: 100 + radius * Math.sin((30 * Math.PI) / 180) };
  const bottomSize = Math.min(16, 110 / Math.max([...bottom].length, 1));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
      'width="200" height="200" viewBox="0 0 200 200">',
    `<defs><path id="arc" d="M ${start.x.toFixed(2)} ${start.y.toFixed(2)} ` +
      `A ${radius} ${radius} 0 1 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}"/></defs>`,
    `<circle cx="100" cy="100" r="95" fill="none" stroke="${SEAL_RED}" stroke-width="6"/>`,
    `<circle cx="100" cy="100" r="88" fill="none" stroke="${SEAL_RED}" stroke-width="1.5"/>`,
    `<polygon points="${starPoints(100, 100, 24)}" fill="${SEAL_RED}"/>`,
    `<text font-family="Noto Sans CJK SC" font-size="${fontSize.toFixed(2)}" letter-spacing="${spacing.toFixed(2)}" ` +
      `fill="${SEAL_RED}" font-weight="bold">`,
    `<textPath xlink:href="#arc" href="#arc" startOffset="${(spacing / 2).toFixed(2)}">` + `${escapeXml(chars.join(''))}</textPath></text>`,
    `<text x="100" y="152" text-anchor="middle" font-family="Noto Sans CJK SC" font-size="${bottomSize.toFixed(2)}" ` +
      `fill="${SEAL_RED}">${escapeXml(bottom)}</text>`,
    '</svg>',
  ].join('');
}

/** A seal's SVG rendered to a 400 × 400 PNG with a transparent background. */
export function renderSealPng(svg: string, fontFile = CJK_FONT_FILE): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: 400 },
    font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: 'Noto Sans CJK SC' },
  });
  return resvg.render().asPng();
}
