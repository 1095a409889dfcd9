/** The page's dark brown, for text on a light cell. */
export const DARK_TEXT = '#2f1b10';

/**
 * A heat map cell's colours: the purple laid over the white panel, stronger the busier the hour, and white or the
 * dark brown text, whichever stands out more. Between the two lies a band of purples on which neither reaches the
 * contrast small text needs (4.5:1, kept with a little to spare); a cell that would fall in it is drawn a little darker.
 */
export function heatCellColours(share: number): { backgroundColor: string; color: string } {
  let strength = 0.12 + share * 0.88;
  for (;;) {
    const channel = (base: number) => {
      const value = (255 - strength * (255 - base)) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    const light = 0.2126 * channel(109) + 0.7152 * channel(76) + 0.0722 * channel(159);
    const onWhite = 1.05 / (light + 0.05);
    // The dark brown's relative luminance is about 0.0143.
    const onDark = (light + 0.05) / (0.0143 + 0.05);
    if (Math.max(onWhite, onDark) >= 4.6 || strength >= 1) {
      return {
        backgroundColor: `rgba(109, 76, 159, ${strength.toFixed(2)})`,
        color: onWhite > onDark ? '#ffffff' : DARK_TEXT,
      };
    }
    strength = Math.min(1, strength + 0.02);
  }
}
