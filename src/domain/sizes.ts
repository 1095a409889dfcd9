/** Sizes are reg and lrg, shown as REG/LRG (or Regular/Large). */
export const SIZES = ['reg', 'lrg'] as const;
export type Size = (typeof SIZES)[number];

export function isSize(value: unknown): value is Size {
  return value === 'reg' || value === 'lrg';
}

export function sizeCode(size: Size): 'REG' | 'LRG' {
  return size === 'reg' ? 'REG' : 'LRG';
}

export function sizeName(size: Size): 'Regular' | 'Large' {
  return size === 'reg' ? 'Regular' : 'Large';
}
