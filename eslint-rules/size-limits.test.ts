/**
 * Production files stay under 400 code lines and functions under 150: a unit past that has taken on a second job.
 * These tests show the project's lint refusing each, counting code only, and leaving tests free to be long.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function sizeMessages(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('max-lines'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

/** A function whose body is `lines` statements long. */
function functionOf(name: string, lines: number): string {
  const body = Array.from({ length: lines }, (_, i) => `  total += ${i};`).join('\n');
  return `export function ${name}(): number {\n  let total = 0;\n${body}\n  return total;\n}\n`;
}

describe('the size limits', () => {
  it('refuses a production function over 150 lines', async () => {
    const messages = await sizeMessages('src/server/modules/orders/lint-probe.ts', functionOf('tooLong', 150));
    expect(messages.join('\n')).toContain("Function 'tooLong' has too many lines");
  });

  it('refuses a production file over 400 lines', async () => {
    const code = Array.from({ length: 5 }, (_, i) => functionOf(`part${i}`, 80)).join('\n');
    const messages = await sizeMessages('src/web/features/menu/lint-probe.tsx', code);
    expect(messages.join('\n')).toContain('File has too many lines');
  });

  it('counts code, not comments or blank lines', async () => {
    const comments = Array.from({ length: 200 }, (_, i) => `  // why ${i}\n`).join('\n');
    const code = functionOf('explained', 120).replace('  let total = 0;\n', `  let total = 0;\n${comments}`);
    expect(await sizeMessages('src/domain/lint-probe.ts', code)).toEqual([]);
  });

  it('lets a test be as long as its cases', async () => {
    const code = Array.from({ length: 5 }, (_, i) => functionOf(`case${i}`, 160)).join('\n');
    expect(await sizeMessages('src/server/modules/orders/lint-probe.test.ts', code)).toEqual([]);
  });
});
