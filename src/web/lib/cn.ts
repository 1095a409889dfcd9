import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes';

/** Joins class names and lets a later Tailwind class win over an earlier one (the shadcn/ui helper). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
