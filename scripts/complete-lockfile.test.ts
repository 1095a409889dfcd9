import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeLock } from './complete-lockfile';

interface Lock {
  packages: Record<string, { version?: string; integrity?: string; link?: boolean; [key: string]: unknown }>;
}

describe('package-lock.json', () => {
  it('gives every installed package an integrity hash, other platforms’ native builds included', () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as Lock;
    const unverified = Object.entries(lock.packages)
      .filter(([location, entry]) => location !== '' && !entry.link && !entry.integrity)
      .map(([location]) => location);
    expect(unverified).toEqual([]);
  });
});

describe('completeLock', () => {
  const hash = (name: string, version: string) => `sha512-${Buffer.from(`${name}@${version}`).toString('base64')}`;

  it('adds a platform build the lock left out, with the integrity the registry gives for that version', async () => {
    const lock: Lock = {
      packages: {
        '': { name: 'shop' },
        'node_modules/@tailwindcss/oxide': {
          version: '4.3.5',
          integrity: 'sha512-parent',
          dev: true,
          optionalDependencies: { '@tailwindcss/oxide-darwin-arm64': '4.3.5' },
        },
      },
    };
    const asked: string[] = [];
    const changed = await completeLock(lock, async (name, version) => {
      asked.push(`${name}@${version}`);
      return hash(name, version);
    });
    expect(changed).toEqual(['@tailwindcss/oxide-darwin-arm64@4.3.5']);
    expect(asked).toEqual(['@tailwindcss/oxide-darwin-arm64@4.3.5']);
    expect(lock.packages['node_modules/@tailwindcss/oxide-darwin-arm64']).toEqual({
      version: '4.3.5',
      integrity: hash('@tailwindcss/oxide-darwin-arm64', '4.3.5'),
      dev: true,
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
  });

  it('fills an entry already there without a hash, and asks nothing about entries that have one', async () => {
    const lock: Lock = {
      packages: {
        'node_modules/@unrs/resolver-binding-win32-x64-msvc': { version: '1.13.0', optional: true, os: ['win32'] },
        'node_modules/@unrs/resolver-binding-linux-x64-gnu': { version: '1.13.0', integrity: 'sha512-kept' },
        'node_modules/react': { version: '19.3.1', integrity: 'sha512-react' },
      },
    };
    const asked: string[] = [];
    await completeLock(lock, async (name, version) => {
      asked.push(`${name}@${version}`);
      return hash(name, version);
    });
    expect(asked).toEqual(['@unrs/resolver-binding-win32-x64-msvc@1.13.0']);
    expect(Object.keys(lock.packages['node_modules/@unrs/resolver-binding-win32-x64-msvc']!)[1]).toBe('integrity');
    expect(lock.packages['node_modules/@unrs/resolver-binding-linux-x64-gnu']!.integrity).toBe('sha512-kept');
  });
});
