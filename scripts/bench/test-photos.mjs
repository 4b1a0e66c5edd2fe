// Photo-like JPEGs for the image benchmark, drawn here so the run needs no files: a sky and
// ground gradient, soft texture at three scales, a few dozen solid shapes with sharp edges and
// per-pixel sensor noise. At quality 90 a 4000×3000 one weighs a few MB, like a phone photo.
import sharp from 'sharp';

/** A small deterministic generator (xorshift32), so every run draws the same photo. */
function random(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** The raw RGB pixels of one photo-like picture. */
export async function drawPhoto(width, height, { seed = 1, noise = 4 } = {}) {
  const rand = random(seed);
  const base = Buffer.alloc(width * height * 3);
  const horizon = Math.round(height * 0.55);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (y < horizon) {
        const t = y / horizon;
        base[i] = 90 + 110 * t;
        base[i + 1] = 140 + 80 * t;
        base[i + 2] = 220 + 25 * t;
      } else {
        const t = (y - horizon) / (height - horizon);
        base[i] = 70 + 60 * t + (30 * x) / width;
        base[i + 1] = 110 + 30 * t;
        base[i + 2] = 50 + 20 * t;
      }
    }
  }
  // Texture: small random grey images enlarged smoothly, laid over in soft light.
  const texture = [];
  for (const scale of [48, 12, 3]) {
    const w = Math.ceil(width / scale);
    const h = Math.ceil(height / scale);
    const small = Buffer.alloc(w * h);
    for (let i = 0; i < small.length; i++) small[i] = 128 + Math.floor((rand() - 0.5) * 160);
    const layer = await sharp(small, { raw: { width: w, height: h, channels: 1 } })
      .resize(width, height, { kernel: 'cubic' })
      .toColourspace('srgb')
      .raw()
      .toBuffer();
    texture.push({ input: layer, raw: { width, height, channels: 3 }, blend: 'soft-light' });
  }
  const shapes = [];
  for (let k = 0; k < 40; k++) {
    const x = rand() * width;
    const y = horizon - rand() * height * 0.1 + rand() * height * 0.4;
    const w = width * (0.03 + rand() * 0.1);
    const h = height * (0.05 + rand() * 0.15);
    const colour = `rgb(${Math.floor(rand() * 200 + 30)},${Math.floor(rand() * 160 + 40)},${Math.floor(rand() * 140 + 40)})`;
    shapes.push(
      rand() < 0.5
        ? `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${colour}"/>`
        : `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${colour}" opacity="0.85"/>`,
    );
  }
  shapes.push(
    `<circle cx="${width * 0.8}" cy="${height * 0.15}" r="${height * 0.06}" fill="#fff6c8"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
  const pixels = await sharp(base, { raw: { width, height, channels: 3 } })
    .composite([texture[0], { input: Buffer.from(svg) }, ...texture.slice(1)])
    .removeAlpha()
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i++) {
    const value = pixels[i] + (rand() + rand() + rand() - 1.5) * 2 * noise;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return { pixels, width, height };
}

/** What a phone writes: maker, model, capture time and a GPS position (which the app drops). */
export const PHONE_EXIF = {
  IFD0: { Make: 'BenchCam', Model: 'Phone 12', DateTime: '2026:11:23 10:00:00' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 2396/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 21/1 768/100',
  },
};

/**
 * Encodes a drawn photo as JPEG. `orientation` (1–8) goes in the EXIF with PHONE_EXIF; without
 * it the file carries no metadata at all.
 */
export function encodeJpeg({ pixels, width, height }, { quality = 90, orientation } = {}) {
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (orientation) image = image.withMetadata({ orientation }).withExifMerge(PHONE_EXIF);
  return image.jpeg({ quality }).toBuffer();
}

/**
 * Pads a JPEG to exactly `size` bytes with comment segments (FF FE) after its start marker, as
 * cameras' own metadata blocks would: decoders skip them.
 */
export function padJpeg(jpeg, size) {
  let pad = size - jpeg.length;
  if (pad < 0) throw new Error(`The JPEG is already ${jpeg.length} bytes, over ${size}`);
  if (pad > 0 && pad < 4) throw new Error(`Cannot pad a JPEG by ${pad} bytes`);
  const segments = [];
  while (pad > 0) {
    // A segment is its 2-byte marker plus a length field that counts itself: at most 65,537.
    let length = Math.min(pad, 65_537);
    if (pad - length > 0 && pad - length < 4) length -= 4;
    const segment = Buffer.alloc(length, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(length - 2, 2);
    segments.push(segment);
    pad -= length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/**
 * The largest JPEG of the drawn photo that fits in `size` bytes (trying qualities downwards from
 * `maxQuality`), padded to exactly `size`. Returns the file, its quality and the padding.
 */
export async function jpegOfSize(photo, size, { maxQuality = 97, orientation } = {}) {
  for (let quality = maxQuality; quality >= 50; quality--) {
    const jpeg = await encodeJpeg(photo, { quality, orientation });
    if (jpeg.length <= size - 4 || jpeg.length === size) {
      return { data: padJpeg(jpeg, size), quality, padding: size - jpeg.length };
    }
  }
  throw new Error(`No quality brings the photo under ${size} bytes`);
}
