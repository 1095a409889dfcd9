/**
 * Makes the sizes a product photo is served in: square crops around the centre, 160, 320 and 640 px wide, in AVIF and
 * WebP, turned upright from the camera's orientation and with no metadata kept (no location, no camera). HEIC, which
 * the image library's build cannot read, is decoded to pixels first.
 */
import {
  PHOTO_BROKEN,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  PHOTO_WRONG_TYPE,
  sniffPhotoType,
  type PhotoFormat,
} from '@domain/photos';
import sharp, { type Sharp } from 'sharp';
import { invalid } from '../../errors';

export interface PhotoSize {
  width: number;
  format: PhotoFormat;
  bytes: Buffer;
}

/** A 100-megapixel photo at most: beyond that a "photo" is an attempt to exhaust the server's memory. */
const MAX_PIXELS = 100_000_000;

async function decodeHeic(input: Buffer): Promise<Sharp> {
  // Loaded only for a HEIC photo: the decoder is a large WebAssembly build.
  const { default: decode } = await import('heic-decode');
  const image = await decode({ buffer: input });
  if (image.width * image.height > MAX_PIXELS) throw new Error('too many pixels');
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

/** Every size of a photo, or an invalid-data error at the photo field: not a photo, or a broken one. */
export async function makePhotoSizes(input: Buffer): Promise<PhotoSize[]> {
  const type = sniffPhotoType(input);
  if (!type) throw invalid(PHOTO_WRONG_TYPE, { field: 'photo' });
  try {
    const source =
      type === 'heic'
        ? await decodeHeic(input)
        : sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    // Decoded once; each size is cut from the same pixels.
    const { data, info } = await source.raw().toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const sizes: PhotoSize[] = [];
    for (const width of PHOTO_WIDTHS) {
      const square = pixels().resize(width, width, { fit: 'cover', position: 'centre' });
      for (const format of PHOTO_FORMATS) {
        const bytes =
          format === 'avif'
            ? await square.clone().avif({ quality: 50, effort: 2 }).toBuffer()
            : await square.clone().webp({ quality: 78 }).toBuffer();
        sizes.push({ width, format, bytes });
      }
    }
    return sizes;
  } catch {
    throw invalid(PHOTO_BROKEN, { field: 'photo' });
  }
}
