/**
 * Product photos uploaded by the owner: what is accepted (JPEG, PNG, WebP or HEIC, 10 MB at most, recognised by
 * their first bytes, not by a file's name), the sizes the server makes of each (square crops 160, 320 and 640 px
 * wide, in AVIF and WebP) and the address each size is served from (/photos/<id>/<width>.<format>).
 */
import { isUuid } from './uuid';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_WIDTHS = [160, 320, 640] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export type PhotoType = 'jpeg' | 'png' | 'webp' | 'heic';

export const PHOTO_TOO_BIG = 'That photo is larger than 10 MB. Choose a smaller one.';
export const PHOTO_WRONG_TYPE = 'That file is not a JPEG, PNG, WebP or HEIC photo.';
export const PHOTO_BROKEN = 'That photo could not be read: the file may be damaged. Try another one.';
/** The most pixels a photo may have: a phone's 12 or 24 megapixels fit, a picture made to exhaust the server does not. */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const PHOTO_TOO_MANY_PIXELS = 'That photo is larger than 40 megapixels. Choose a smaller one.';
export const PHOTO_BUSY = 'Another photo is being prepared. Please try again in a moment.';
/** What the photo field accepts, as a file input's `accept`. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The photo's type from its first bytes, or null for anything else (a text file renamed .jpg, a PDF). */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  // An ISO media file whose brand is one of HEIF's (iPhones write heic; mif1 and msf1 are the generic ones).
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return null;
}

/** Why an upload is refused before it is read, or null when its size is acceptable. */
export function photoSizeProblem(bytes: number): string | null {
  return bytes > MAX_PHOTO_BYTES ? PHOTO_TOO_BIG : null;
}

const PHOTO_PATH = /^\/photos\/([0-9a-f-]{36})$/i;

/** A product's image when it is an uploaded photo: /photos/<id>. */
export function photoPath(id: string): string {
  return `/photos/${id}`;
}

/** The photo's id when an image address is one of the shop's uploaded photos, else null. */
export function photoIdOf(image: string | null | undefined): string | null {
  const id = image ? PHOTO_PATH.exec(image)?.[1] : undefined;
  return id && isUuid(id) ? id.toLowerCase() : null;
}

/** One size of a photo: /photos/<id>/320.webp. */
export function photoFile(id: string, width: number, format: PhotoFormat): string {
  return `${photoPath(id)}/${width}.${format}`;
}

/** A `srcset` of every size of a photo in one format. */
export function photoSrcSet(id: string, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((width) => `${photoFile(id, width, format)} ${width}w`).join(', ');
}
