/**
 * Adds to package-lock.json the other platforms' native packages that a dependency lists as optional (e.g.
 * @tailwindcss/oxide-darwin-arm64) when the lock file leaves them out.
 *
 * Why: a registry that serves only this platform's builds makes `npm install` write a lock file without them, and
 * `npm ci` then refuses the lock file as out of sync ("Missing: … from lock file"), on this machine and on a
 * deployer's alike. Each added entry names the version the parent asks for and the platform it is built for (`os`,
 * `cpu`, `libc`), so `npm ci` skips it here and installs it where it fits. Run it after every `npm install` that
 * changes the lock file: `npm run lock:complete`; CI installs with `npm ci`, so a lock file that still lacks them
 * fails there.
 *
 * Each such entry also gets its `integrity`, the hash the registry publishes for that version's tarball (read from
 * the registry's metadata), so a platform that installs it checks it like any other package.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const OPERATING_SYSTEMS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'aix', 'netbsd'];
const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

/** The platform a native package's name says it is built for: `…-linux-arm-musleabihf` → linux, arm, musl. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const tokens = (name.split('/').pop() ?? name).split('-');
  const os = tokens.find((token) => OPERATING_SYSTEMS.includes(token));
  const cpu = tokens.find((token) => CPUS.includes(token));
  if (!os && !cpu) return null;
  const libc = tokens.some((token) => token.startsWith('musl'))
    ? ['musl']
    : tokens.some((token) => token.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

/** A package's `dist.integrity` (its tarball's hash), as the registry publishes it. */
export type IntegrityLookup = (name: string, version: string) => Promise<string>;

/**
 * Adds the missing platform packages to `lock` and gives every platform package without one its registry integrity,
 * so `npm ci` verifies what it downloads on every platform. Returns what it added or filled, as `name@version`.
 */
export async function completeLock(
  lock: { packages: Record<string, LockEntry> },
  integrityOf: IntegrityLookup,
): Promise<string[]> {
  const changed: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      // Only exact versions of platform builds are filled in: anything else is a real gap for npm to report.
      if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue;
      lock.packages[`node_modules/${name}`] = {
        version: spec,
        ...(entry.dev ? { dev: true } : {}),
        ...(entry.devOptional ? { devOptional: true } : {}),
        optional: true,
        ...platform,
      };
    }
  }
  for (const [location, entry] of Object.entries(lock.packages)) {
    const name = location.split('node_modules/').pop() ?? '';
    if (!location || entry.integrity || entry.link || !entry.version || !platformOf(name)) continue;
    // Where npm itself writes it: right after the version.
    lock.packages[location] = { version: entry.version, integrity: await integrityOf(name, entry.version), ...entry };
    changed.push(`${name}@${entry.version}`);
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return changed;
}

/** Reads `dist.integrity` from the registry's metadata of that one version (the registry npm is set to use). */
function registryIntegrity(registry: string): IntegrityLookup {
  return async (name, version) => {
    const url = `${registry.replace(/\/?$/, '/')}${name.replace('/', '%2f')}/${version}`;
    const answer = await fetch(url, { headers: { accept: 'application/json' } });
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    const integrity = ((await answer.json()) as { dist?: { integrity?: unknown } }).dist?.integrity;
    if (typeof integrity !== 'string' || !integrity.startsWith('sha512-')) {
      throw new Error(`${url} gives no sha512 integrity for ${name}@${version}`);
    }
    return integrity;
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2] ?? 'package-lock.json';
  const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> };
  const registry = process.env.npm_config_registry ?? 'https://registry.npmjs.org/';
  const changed = await completeLock(lock, registryIntegrity(registry));
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    changed.length ? `Completed ${changed.length} platform packages:\n  ${changed.join('\n  ')}` : 'Nothing to add.',
  );
}
