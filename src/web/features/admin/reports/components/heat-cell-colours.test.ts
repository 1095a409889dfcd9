import { describe, expect, it } from 'vitest';
import { heatCellColours } from './heat-cell-colours';

/** The contrast of two sRGB colours, as the accessibility rule measures it. */
function contrast(background: [number, number, number], text: [number, number, number]): number {
  const luminance = ([r, g, b]: [number, number, number]) =>
    [r, g, b]
      .map((c) => c / 255)
      .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [a, b] = [luminance(background), luminance(text)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

describe('heatCellColours', () => {
  it('gives every count text that stands out by at least 4.5:1, from the quietest hour to the busiest', () => {
    for (let step = 0; step <= 100; step++) {
      const { backgroundColor, color } = heatCellColours(step / 100);
      const alpha = Number(/, ([\d.]+)\)$/.exec(backgroundColor)![1]);
      const laid = [109, 76, 159].map((c) => 255 - alpha * (255 - c)) as [number, number, number];
      const text = (color === '#ffffff' ? [255, 255, 255] : [0x2f, 0x1b, 0x10]) as [number, number, number];
      expect(contrast(laid, text), `share ${step / 100}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is darker the busier the hour', () => {
    const alpha = (share: number) => Number(/, ([\d.]+)\)$/.exec(heatCellColours(share).backgroundColor)![1]);
    expect(alpha(0)).toBeLessThan(alpha(0.5));
    expect(alpha(0.5)).toBeLessThan(alpha(1));
  });
});
