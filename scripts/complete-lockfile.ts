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
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
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

function completeLockfile(path: string): string[] {
  const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> };
  const added: string[] = [];
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
      added.push(`${name}@${spec}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const added = completeLockfile(process.argv[2] ?? 'package-lock.json');
  console.log(added.length ? `Added ${added.length} platform packages:\n  ${added.join('\n  ')}` : 'Nothing to add.');
}
