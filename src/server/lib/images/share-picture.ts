import { createRequire } from 'node:module';
import sharp from 'sharp';

/** The size link previews show (OpenGraph, X): 1.91:1. */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

// Noto Sans Devanagari (SIL Open Font License): Latin, Devanagari and the rupee sign, so a name
// in Hindi is drawn shaped as it should be, whatever fonts the machine has.
const FONT_FILE = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
);
const FONT = 'Noto Sans Devanagari Bold';

export interface SharePictureText {
  /** The large line (a listing's name); at most two lines are drawn, then an ellipsis. */
  title: string;
  /** The line under it (a price). */
  subtitle: string;
}

const pangoEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** White text on a transparent ground, as a PNG no wider than `width`. */
async function textLayer(text: string, size: number, width: number, maxHeight: number) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="white">${pangoEscape(text)}</span>`,
      font: `${FONT} ${size}`,
      fontfile: FONT_FILE,
      rgba: true,
      width,
      dpi: 72,
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  // Longer than the room: cut at the room's height (the name reads on the listing's page).
  if (info.height <= maxHeight) return { data, height: info.height };
  const cut = await sharp(data)
    .extract({ left: 0, top: 0, width: info.width, height: maxHeight })
    .png()
    .toBuffer();
  return { data: cut, height: maxHeight };
}

/**
 * A link-preview picture: `cover` (any image sharp reads) cropped to 1200×630, darkened at the
 * bottom, with the title and subtitle drawn over it. A JPEG of ~100–200 KB.
 */
export async function makeSharePicture(cover: Buffer, text: SharePictureText): Promise<Buffer> {
  const { width, height } = SHARE_PICTURE_SIZE;
  const margin = 56;
  const textWidth = width - 2 * margin;
  const [title, subtitle] = await Promise.all([
    textLayer(text.title, 56, textWidth, 2 * 80),
    textLayer(text.subtitle, 44, textWidth, 64),
  ]);
  const subtitleTop = height - margin - subtitle.height;
  const titleTop = subtitleTop - 16 - title.height;
  const shadeTop = Math.max(0, titleTop - 72);
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.78"/></linearGradient></defs>` +
      `<rect x="0" y="${shadeTop}" width="${width}" height="${height - shadeTop}" fill="url(#g)"/>` +
      `</svg>`,
  );
  return sharp(cover)
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .composite([
      { input: shade, top: 0, left: 0 },
      { input: title.data, top: titleTop, left: margin },
      { input: subtitle.data, top: subtitleTop, left: margin },
    ])
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
