// @ts-check
/**
 * `pearl/no-import-cycles`: no file of src/ may sit on an import cycle, type-only imports included.
 *
 * import-x/no-cycle skips `import type`, which is right for what runs but not for how the code is cut: a cycle
 * through a type (a service that imports the app's `Services` type while the app imports the service) still means
 * two files cannot be understood, moved or tested apart. This rule reads every source file's imports once per lint
 * run with TypeScript's own pre-processor, finds the strongly connected parts of the graph, and reports each file that
 * sits in one, with the cycle spelled out.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * @param {string} root the project folder
 * @returns {Map<string, string[]>} each file's cycle (a path that leaves and comes back to it), for files on one
 */
function findCycles(root) {
  const aliases = { '@domain/': join(root, 'src/domain/'), '@web/': join(root, 'src/web/') };
  const files = new Set(sourceFiles(join(root, 'src')));
  /** @type {Map<string, string[]>} */
  const edges = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = [];
    for (const { fileName } of importedFiles) {
      const alias = Object.entries(aliases).find(([prefix]) => fileName.startsWith(prefix));
      const base = alias
        ? alias[1] + fileName.slice(alias[0].length)
        : fileName.startsWith('.')
          ? resolve(dirname(file), fileName)
          : null;
      if (!base) continue;
      const target = CANDIDATES.map((suffix) => base + suffix).find((candidate) => files.has(candidate));
      if (target) targets.push(target);
    }
    edges.set(file, targets);
  }

  // Tarjan's strongly connected components.
  let index = 0;
  /** @type {Map<string, number>} */
  const indices = new Map();
  /** @type {Map<string, number>} */
  const lowlinks = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {Set<string>} */
  const onStack = new Set();
  /** @type {Map<string, Set<string>>} */
  const componentOf = new Map();
  /** @param {string} file */
  const visit = (file) => {
    indices.set(file, index);
    lowlinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!indices.has(target)) {
        visit(target);
        lowlinks.set(file, Math.min(Number(lowlinks.get(file)), Number(lowlinks.get(target))));
      } else if (onStack.has(target)) {
        lowlinks.set(file, Math.min(Number(lowlinks.get(file)), Number(indices.get(target))));
      }
    }
    if (lowlinks.get(file) === indices.get(file)) {
      /** @type {Set<string>} */
      const component = new Set();
      /** @type {string | undefined} */
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        component.add(member);
      } while (member !== file);
      const selfLoop = (edges.get(file) ?? []).includes(file);
      if (component.size > 1 || selfLoop) for (const part of component) componentOf.set(part, component);
    }
  };
  for (const file of files) if (!indices.has(file)) visit(file);

  /** @type {Map<string, string[]>} */
  const cycles = new Map();
  for (const [file, component] of componentOf) {
    // The shortest way from the file back to itself inside its component.
    /** @type {Map<string, string | null>} */
    const previous = new Map([[file, null]]);
    const queue = [file];
    /** @type {string | null} */
    let last = null;
    while (queue.length > 0 && !last) {
      const current = /** @type {string} */ (queue.shift());
      for (const target of edges.get(current) ?? []) {
        if (!component.has(target)) continue;
        if (target === file) {
          last = current;
          break;
        }
        if (!previous.has(target)) {
          previous.set(target, current);
          queue.push(target);
        }
      }
    }
    /** @type {string[]} */
    const path = [];
    for (let step = last; step; step = previous.get(step) ?? null) path.unshift(step);
    cycles.set(
      file,
      [...path, file].map((part) => relative(root, part)),
    );
  }
  return cycles;
}

/** One graph per project folder and lint run. */
const cache = new Map();

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles among source files, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type imports count): {{cycle}}' },
  },
  create(context) {
    const root = context.cwd;
    if (!cache.has(root)) cache.set(root, findCycles(root));
    const cycle = cache.get(root).get(context.filename);
    if (!cycle) return {};
    return {
      Program(node) {
        context.report({ node, messageId: 'cycle', data: { cycle: cycle.join(' → ') } });
      },
    };
  },
};

export default { rules: { 'no-import-cycles': rule } };
