import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  PHOTO_TOO_BIG,
  photoFile,
  photoIdOf,
  photoPath,
  photoSizeProblem,
  photoSrcSet,
  sniffPhotoType,
} from './photos';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffPhotoType', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['png', bytes('\x89PNG\r\n\x1a\n', [0, 0])],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['heic', bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0])],
    ['heic', bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0])],
  ])('knows a %s photo by its first bytes', (type, data) => {
    expect(sniffPhotoType(data)).toBe(type);
  });

  it('refuses a text file, whatever its name, a PDF, an AVIF-only file and an empty file', () => {
    expect(sniffPhotoType(bytes('Just some notes, renamed to photo.jpg\n'))).toBeNull();
    expect(sniffPhotoType(bytes('%PDF-1.7\n'))).toBeNull();
    expect(sniffPhotoType(bytes([0, 0, 0, 24], 'ftypisom'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });
});

describe('photo addresses', () => {
  const id = '0f8c2a1e-5b6d-4c3a-9e7f-1a2b3c4d5e6f';
  it('reads a photo id back from its path, and nothing from other images', () => {
    expect(photoIdOf(photoPath(id))).toBe(id);
    expect(photoIdOf('/images/products/classic.svg')).toBeNull();
    expect(photoIdOf('/photos/../api')).toBeNull();
    expect(photoIdOf(null)).toBeNull();
  });

  it('lists the three widths of a format', () => {
    expect(photoFile(id, 320, 'webp')).toBe(`/photos/${id}/320.webp`);
    expect(photoSrcSet(id, 'avif')).toBe(
      `/photos/${id}/160.avif 160w, /photos/${id}/320.avif 320w, /photos/${id}/640.avif 640w`,
    );
  });

  it('takes a photo of 10 MB, and not one byte more', () => {
    expect(photoSizeProblem(MAX_PHOTO_BYTES)).toBeNull();
    expect(photoSizeProblem(MAX_PHOTO_BYTES + 1)).toBe(PHOTO_TOO_BIG);
  });
});
