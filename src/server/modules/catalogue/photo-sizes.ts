/**
 * Makes the sizes a product photo is served in: square crops around the centre, 160, 320 and 640 px wide, in AVIF and
 * WebP, turned upright from the camera's orientation and with no metadata kept (no location, no camera).
 *
 * A photo is never decoded whole at its full size. Its header is read first and a photo over MAX_PHOTO_PIXELS is
 * refused before any pixel is decoded (a 4 KB file can claim 100 megapixels). The largest size is made straight from
 * the file, so the library decodes only what it needs (a JPEG at an eighth, a quarter or half its size, "shrink on
 * load"; other formats a strip at a time); the smaller sizes are cut from that 640 px square. HEIC, which the image
 * library's build cannot decode, is decoded to pixels by heic-decode, only once its header's size has been checked.
 */
import {
  MAX_PHOTO_PIXELS,
  PHOTO_BROKEN,
  PHOTO_FORMATS,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_WIDTHS,
  PHOTO_WRONG_TYPE,
  sniffPhotoType,
  type PhotoFormat,
} from '@domain/photos';
import sharp, { type Sharp } from 'sharp';
import { AppError, invalid } from '../../errors';

// One thread per image and no cache of decoded images: a photo being made leaves the other core to checkouts, and
// what it decoded is freed when it is done (photos are made once, never read again by the library).
sharp.concurrency(1);
sharp.cache(false);

export interface PhotoSize {
  width: number;
  format: PhotoFormat;
  bytes: Buffer;
}

const LARGEST = Math.max(...PHOTO_WIDTHS);

const tooManyPixels = () => invalid(PHOTO_TOO_MANY_PIXELS, { field: 'photo' });
const broken = () => invalid(PHOTO_BROKEN, { field: 'photo' });

/** The photo's width and height from its header alone, or the photo field's error when it cannot be read. */
async function headerSize(input: Buffer): Promise<{ width: number; height: number }> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch {
    throw broken();
  }
  if (!width || !height) throw broken();
  return { width, height };
}

/** A HEIC photo's first image as pixels, decoded only when its own header says it is within the limit. */
async function decodeHeic(input: Buffer): Promise<Sharp> {
  // Loaded only for a HEIC photo: the decoder is a large WebAssembly build.
  const { default: decode } = await import('heic-decode');
  const images = await decode.all({ buffer: input });
  try {
    const first = images[0];
    if (!first) throw new Error('no image');
    if (first.width * first.height > MAX_PHOTO_PIXELS) throw tooManyPixels();
    const image = await first.decode();
    return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
      raw: { width: image.width, height: image.height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}

/** The 640 px square, as raw pixels: from the encoded file (shrink on load), or from a HEIC photo's pixels. */
async function largestSquare(input: Buffer, heic: boolean) {
  const source = heic
    ? await decodeHeic(input)
    : sharp(input, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
  return source
    .resize(LARGEST, LARGEST, { fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Every size of a photo, or an invalid-data error at the photo field: not a photo, a broken one, or too many pixels. */
export async function makePhotoSizes(input: Buffer): Promise<PhotoSize[]> {
  const type = sniffPhotoType(input);
  if (!type) throw invalid(PHOTO_WRONG_TYPE, { field: 'photo' });
  const { width: fullWidth, height: fullHeight } = await headerSize(input);
  if (fullWidth * fullHeight > MAX_PHOTO_PIXELS) throw tooManyPixels();
  try {
    const { data, info } = await largestSquare(input, type === 'heic');
    const square = (width: number) =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize(width, width);
    const sizes: PhotoSize[] = [];
    for (const width of PHOTO_WIDTHS) {
      for (const format of PHOTO_FORMATS) {
        const bytes =
          format === 'avif'
            ? await square(width).avif({ quality: 50, effort: 2 }).toBuffer()
            : await square(width).webp({ quality: 78 }).toBuffer();
        sizes.push({ width, format, bytes });
      }
    }
    return sizes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw broken();
  }
}
