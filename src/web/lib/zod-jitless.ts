/**
 * Zod for the browser build (vite.config.ts points `zod` here). zod compiles a fast path for object schemas
 * with `new Function` after checking that eval is allowed; Pearl's Content-Security-Policy allows no eval, so the
 * check itself was reported as a CSP violation (Lighthouse's best practices: "Issues logged"). With jitless, zod
 * neither checks nor compiles: it validates as before, through its interpreter.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
