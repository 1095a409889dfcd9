/**
 * The ASAP wait's settings as staff enter them (the rule itself is asap-wait.ts). Apart from the rule, so the
 * storefront's first page, which says the wait, carries no zod.
 */
import { z } from 'zod';

/** Minutes one barista takes over one cup. */
export const minutesPerDrinkSchema = z
  .number({ error: 'Minutes per drink must be a number.' })
  .int('Minutes per drink must be a whole number.')
  .min(0, 'Minutes per drink cannot be negative.')
  .max(60, 'Minutes per drink must be at most 60.');

/** Baristas making drinks now; the counter sets it beside Busy. */
export const baristasSchema = z
  .number({ error: 'Baristas on shift must be a number.' })
  .int('Baristas on shift must be a whole number.')
  .min(1, 'At least 1 barista must be on shift.')
  .max(20, 'Baristas on shift must be at most 20.');

/** The longest wait ASAP may promise, in minutes; null (the default) means no limit. */
export const longestAsapWaitSchema = z
  .number({ error: 'Longest ASAP wait must be a number of minutes.' })
  .int('Longest ASAP wait must be a whole number of minutes.')
  .min(5, 'Longest ASAP wait must be at least 5 minutes (or off).')
  .max(240, 'Longest ASAP wait must be at most 240 minutes.')
  .nullable();
