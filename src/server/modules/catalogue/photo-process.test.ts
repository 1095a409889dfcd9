import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_BROKEN } from '@domain/photos';
import { makePhotoSizesApart } from './photo-process';

/** The nice value of each child process of this one (Linux): field 19 of /proc/<pid>/stat. */
function childrenNice(): number[] {
  const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/);
  return children.filter(Boolean).map((pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: count the fields after it.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('photos made in a child process', () => {
  it('gives every size back, made by a child running at the lowest priority', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c08040' } })
      .jpeg()
      .toBuffer();
    const sizes = await makePhotoSizesApart(photo);
    expect(sizes.map((size) => `${size.width} ${size.format}`)).toEqual([
      '160 avif',
      '160 webp',
      '320 avif',
      '320 webp',
      '640 avif',
      '640 webp',
    ]);
    expect(Buffer.isBuffer(sizes[0]!.bytes)).toBe(true);
    expect((await sharp(sizes[5]!.bytes).metadata()).width).toBe(640);
    expect(childrenNice()).toContain(19);
  });

  it("answers a broken photo with the photo field's sentence, as the shop's own process would", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    await expect(makePhotoSizesApart(broken)).rejects.toMatchObject({
      kind: 'invalid_data',
      message: PHOTO_BROKEN,
      details: { field: 'photo' },
    });
  });
});
