/**
 * What each Tailwind utility Pearl uses sets, and which settings override others: the tables merge-classes.ts
 * merges by.
 */

/** Tailwind's theme colours as Pearl uses them: a palette name and a shade, or a named colour; an opacity may follow. */
const COLOUR =
  /^(?:[a-z]+-(?:50|[1-9]00|950)|white|black|transparent|current|inherit)(?:\/\d+)?$|^\[(?:#|color:|rgb|hsl|oklch)/;
const LENGTH =
  /^(?:\d+(?:\.\d+)?|px|auto|full|screen|dvh|svh|lvh|min|max|fit|[0-9]+\/[0-9]+|[0-9]*xs|[0-9]*xl|sm|md|lg|prose|none|\[.*\])$/;

/** Utilities that are one word, by what they set. */
const KEYWORDS: Record<string, string> = {};
const keywordGroups: Record<string, string[]> = {
  display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'hidden', 'contents'],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  visibility: ['visible', 'invisible', 'collapse'],
  sr: ['sr-only', 'not-sr-only'],
  'font-style': ['italic', 'not-italic'],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'text-wrap': ['text-wrap', 'text-nowrap', 'text-balance', 'text-pretty'],
  'font-smoothing': ['antialiased', 'subpixel-antialiased'],
  grayscale: ['grayscale'],
  isolation: ['isolate', 'isolation-auto'],
  'ring-inset': ['ring-inset'],
  'shadow-size': ['shadow'],
  'ring-width': ['ring'],
  'border-width': ['border'],
  rounded: ['rounded'],
  transition: ['transition'],
  grow: ['grow'],
  shrink: ['shrink'],
  outline: ['outline', 'outline-none', 'outline-hidden'],
  'backdrop-blur': ['backdrop-blur'],
  blur: ['blur'],
  'border-collapse': ['border-collapse', 'border-separate'],
  'numeric-spacing': ['tabular-nums', 'proportional-nums'],
  'caption-side': ['caption-top', 'caption-bottom'],
  'snap-axis': ['snap-x', 'snap-y', 'snap-both', 'snap-none'],
  'snap-strictness': ['snap-mandatory', 'snap-proximity'],
  'snap-align': ['snap-start', 'snap-end', 'snap-center', 'snap-align-none'],
};
for (const [group, words] of Object.entries(keywordGroups)) for (const word of words) KEYWORDS[word] = group;

/** Utilities with a value, by their prefix (longest first); a function splits a prefix between what it may set. */
const PREFIXES: [prefix: string, group: string | ((value: string) => string | null)][] = [
  ['min-w', 'min-w'],
  ['max-w', 'max-w'],
  ['min-h', 'min-h'],
  ['max-h', 'max-h'],
  ['size', 'size'],
  ['w', 'w'],
  ['h', 'h'],
  ...['p', 'px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe', 'm', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'].map(
    (p) => [p, p] as [string, string],
  ),
  ['inset-x', 'inset-x'],
  ['inset-y', 'inset-y'],
  ['inset', 'inset'],
  ['top', 'top'],
  ['right', 'right'],
  ['bottom', 'bottom'],
  ['left', 'left'],
  ['z', 'z'],
  ['order', 'order'],
  ['opacity', 'opacity'],
  ['gap-x', 'gap-x'],
  ['gap-y', 'gap-y'],
  ['gap', 'gap'],
  ['space-x', 'space-x'],
  ['space-y', 'space-y'],
  ['grid-cols', 'grid-cols'],
  ['grid-rows', 'grid-rows'],
  ['col-span', 'col'],
  ['col-start', 'col-start'],
  ['col-end', 'col-end'],
  ['row-span', 'row'],
  ['basis', 'basis'],
  ['border-spacing', 'border-spacing'],
  ['grow', 'grow'],
  ['shrink', 'shrink'],
  [
    'flex',
    (v) =>
      ['row', 'col', 'row-reverse', 'col-reverse'].includes(v)
        ? 'flex-direction'
        : v.includes('wrap')
          ? 'flex-wrap'
          : 'flex',
  ],
  ['items', 'items'],
  ['justify-items', 'justify-items'],
  ['justify-self', 'justify-self'],
  ['justify', 'justify'],
  [
    'content',
    (v) =>
      ['center', 'start', 'end', 'between', 'around', 'evenly', 'stretch', 'normal', 'baseline'].includes(v)
        ? 'align-content'
        : v === 'none' || v.startsWith('[')
          ? 'content'
          : null,
  ],
  ['self', 'self'],
  ['place-items', 'place-items'],
  ['place-content', 'place-content'],
  ['place-self', 'place-self'],
  ['overflow-x', 'overflow-x'],
  ['overflow-y', 'overflow-y'],
  ['overflow', 'overflow'],
  ['whitespace', 'whitespace'],
  ['break', (v) => (['normal', 'words', 'all', 'keep'].includes(v) ? 'word-break' : 'break')],
  ['leading', 'leading'],
  ['tracking', 'tracking'],
  ['line-clamp', 'line-clamp'],
  ['cursor', 'cursor'],
  ['pointer-events', 'pointer-events'],
  ['select', 'select'],
  ['resize', 'resize'],
  ['scroll-mt', 'scroll-mt'],
  ['scroll-px', 'scroll-px'],
  ['align', 'vertical-align'],
  ['scroll-m', 'scroll-m'],
  ['scroll-p', 'scroll-p'],
  ['transition', 'transition'],
  ['duration', 'duration'],
  ['ease', 'ease'],
  ['delay', 'delay'],
  ['animate', (v) => (['spin', 'ping', 'pulse', 'bounce', 'none'].includes(v) || /^\[/.test(v) ? 'animate' : null)],
  ['scale', 'scale'],
  ['translate-x', 'translate-x'],
  ['translate-y', 'translate-y'],
  ['rotate', 'rotate'],
  ['origin', 'origin'],
  ['aspect', 'aspect'],
  [
    'object',
    (v) => (['contain', 'cover', 'fill', 'none', 'scale-down'].includes(v) ? 'object-fit' : 'object-position'),
  ],
  ['fill', 'fill'],
  ['stroke', (v) => (COLOUR.test(v) || v === 'none' ? 'stroke' : 'stroke-w')],
  ['accent', 'accent'],
  ['caret', 'caret'],
  ['backdrop-blur', 'backdrop-blur'],
  ['blur', 'blur'],
  ['list', 'list'],
  ['decoration', (v) => (COLOUR.test(v) ? 'decoration-color' : 'decoration')],
  ['underline-offset', 'underline-offset'],
  ['outline-offset', 'outline-offset'],
  ['outline', (v) => (COLOUR.test(v) ? 'outline-color' : /^\d|^\[/.test(v) ? 'outline-w' : 'outline')],
  ['ring-offset', (v) => (COLOUR.test(v) ? 'ring-offset-color' : 'ring-offset-w')],
  ['ring', (v) => (COLOUR.test(v) ? 'ring-color' : 'ring-width')],
  ['shadow', (v) => (COLOUR.test(v) ? 'shadow-color' : 'shadow-size')],
  ['divide-x', 'divide-x'],
  ['divide-y', 'divide-y'],
  ['divide', (v) => (COLOUR.test(v) ? 'divide-color' : 'divide-style')],
  ['from', (v) => (/%$/.test(v) ? 'from-position' : 'from')],
  ['via', (v) => (/%$/.test(v) ? 'via-position' : 'via')],
  ['to', (v) => (/%$/.test(v) ? 'to-position' : 'to')],
  [
    'font',
    (v) =>
      ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'].includes(v)
        ? 'font-weight'
        : 'font-family',
  ],
  [
    'text',
    (v) =>
      ['left', 'center', 'right', 'justify', 'start', 'end'].includes(v)
        ? 'text-align'
        : COLOUR.test(v)
          ? 'text-color'
          : LENGTH.test(v.replace(/\/.*$/, '')) || /^\d*(?:xs|sm|base|lg|xl)$/.test(v)
            ? 'font-size'
            : null,
  ],
  [
    'bg',
    (v) =>
      COLOUR.test(v)
        ? 'bg-color'
        : /^(?:gradient-to-|linear-|radial|conic|none$|\[url)/.test(v)
          ? 'bg-image'
          : ['auto', 'cover', 'contain'].includes(v)
            ? 'bg-size'
            : /^(?:no-repeat|repeat)/.test(v)
              ? 'bg-repeat'
              : ['fixed', 'local', 'scroll'].includes(v)
                ? 'bg-attachment'
                : /^clip-/.test(v)
                  ? 'bg-clip'
                  : /^origin-/.test(v)
                    ? 'bg-origin'
                    : 'bg-position',
  ],
  [
    'border',
    (v) => {
      const side = /^([xytrblse])(?:-(.*))?$/.exec(v);
      if (side)
        return side[2] === undefined || /^\d+$/.test(side[2]) ? `border-w-${side[1]}` : `border-color-${side[1]}`;
      if (['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'].includes(v)) return 'border-style';
      if (/^\d+$|^\[\d/.test(v)) return 'border-w';
      return 'border-color';
    },
  ],
  [
    'rounded',
    (v) => {
      const corner = /^(tl|tr|br|bl|ss|se|es|ee|t|r|b|l|s|e)(?:-|$)/.exec(v);
      return corner ? `rounded-${corner[1]}` : 'rounded';
    },
  ],
];

/** Groups whose values are lengths, numbers or fractions: `mt-2`, `w-1/2`, `z-10`, not a class such as `my-data`. */
const MEASURED = new Set([
  ...['min-w', 'max-w', 'min-h', 'max-h', 'size', 'w', 'h', 'inset-x', 'inset-y', 'inset', 'top', 'right', 'bottom'],
  ...['left', 'z', 'order', 'opacity', 'gap-x', 'gap-y', 'gap', 'space-x', 'space-y', 'grid-cols', 'grid-rows', 'col'],
  ...[
    'row',
    'basis',
    'grow',
    'shrink',
    'border-spacing',
    'scroll-mt',
    'scroll-px',
    'scroll-m',
    'scroll-p',
    'duration',
    'delay',
  ],
  ...['scale', 'translate-x', 'translate-y', 'rotate', 'leading', 'line-clamp', 'underline-offset', 'outline-offset'],
  ...['p', 'px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe', 'm', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
]);
const MEASURE =
  /^(?:\d+(?:\.\d+)?|px|auto|full|screen|dvh|svh|lvh|dvw|min|max|fit|none|first|last|span-full|\d+\/\d+|\d*xs|\d*xl|sm|md|lg|prose|tight|snug|normal|relaxed|loose|\[.+\]|\(.+\))$/;

/** The sides a border's width or colour may name: `border-x-2`, `border-t-tea-200`. */
const BORDER_SIDES = ['x', 'y', 't', 'r', 'b', 'l', 's', 'e'];

/** Groups a later class of the first group clears as well: `p-3` after `px-4`, `size-5` after `w-4`. */
export const CLEARS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  'font-size': ['leading'],
  // As tailwind-merge has it: a gradient and a background colour replace each other.
  'bg-image': ['bg-color'],
  'bg-color': ['bg-image'],
  flex: ['grow', 'shrink', 'basis'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-s',
    'rounded-e',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
    'rounded-ss',
    'rounded-se',
    'rounded-es',
    'rounded-ee',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': BORDER_SIDES.map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': BORDER_SIDES.map((side) => `border-color-${side}`),
};

/** What a utility sets, or null for a class this does not know. */
export function groupOf(utility: string): string | null {
  const arbitraryProperty = /^\[([a-z-]+):.+\]$/.exec(utility);
  if (arbitraryProperty) return `[${arbitraryProperty[1]}]`;
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  const positive = utility.startsWith('-') ? utility.slice(1) : utility;
  for (const [prefix, group] of PREFIXES) {
    if (positive.startsWith(`${prefix}-`)) {
      const value = positive.slice(prefix.length + 1);
      if (typeof group !== 'string') return group(value);
      return MEASURED.has(group) && !MEASURE.test(value) ? null : group;
    }
  }
  return null;
}
