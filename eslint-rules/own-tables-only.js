// @ts-check
/**
 * `pearl/own-tables-only`: a server module's code touches only the tables it owns.
 *
 * Each module defines its tables in `src/server/modules/<module>/schema.ts`; `src/server/db/schema.ts` gathers them
 * all for the database client, drizzle-kit, the demo seed and tests. A module that imports another module's table
 * objects (to write them or only to read them) couples itself to that module's storage, and the trail from a route to
 * a table forks. So, in a module's production files, this rule refuses:
 * - importing `db/schema` (every table) or another module's `schema.ts`;
 * - handing its own table objects on: re-exporting from `./schema`, or exporting a value imported from it (type-only
 *   imports and exports stay allowed). Others reach the data through the owner's query functions.
 */
import { dirname, relative, resolve, sep } from 'node:path';

/** @param {string} path @returns {string} the path with forward slashes and no .ts or .js extension */
const plain = (path) =>
  path
    .split(sep)
    .join('/')
    .replace(/\.(ts|js)$/, '');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid a server module importing another module's tables or handing its own on." },
    schema: [],
    messages: {
      allTables:
        "Module {{module}} imports every table (db/schema): import its own from './schema' and reach other modules' data through their public functions.",
      foreign:
        "Module {{module}} imports the {{owner}} module's tables: call a query function modules/{{owner}}/index.ts exports instead.",
      handedOn:
        'Module {{module}} hands its table objects on: export a query function instead, so the tables stay with their owner.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = plain(relative(root, context.filename));
    const match = /^src\/server\/modules\/([^/]+)\/(.+)$/.exec(file);
    if (!match || match[2] === 'schema') return {};
    const module = match[1];
    const ownSchema = `src/server/modules/${module}/schema`;

    /** @param {string} source @returns {string | null} the project-relative path a relative import names */
    const target = (source) =>
      source.startsWith('.') ? plain(relative(root, resolve(dirname(context.filename), source))) : null;

    /** Local names bound to values of the module's own schema. */
    const ownTables = new Set();

    /**
     * @param {any} node
     * @param {string} source
     * @param {boolean} typeOnly
     * @param {boolean} exported
     */
    function check(node, source, typeOnly, exported) {
      const path = target(source);
      if (!path) return;
      if (path === 'src/server/db/schema') {
        context.report({ node, messageId: 'allTables', data: { module } });
        return;
      }
      const owner = /^src\/server\/modules\/([^/]+)\/schema$/.exec(path)?.[1];
      if (owner && owner !== module) context.report({ node, messageId: 'foreign', data: { module, owner } });
      else if (path === ownSchema && exported && !typeOnly)
        context.report({ node, messageId: 'handedOn', data: { module } });
    }

    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        const typeOnly = /** @type {any} */ (node).importKind === 'type';
        check(node, source, typeOnly, false);
        if (target(source) !== ownSchema || typeOnly) return;
        for (const specifier of node.specifiers) {
          if (/** @type {any} */ (specifier).importKind !== 'type') ownTables.add(specifier.local.name);
        }
      },
      ExportAllDeclaration(node) {
        check(node, String(node.source.value), /** @type {any} */ (node).exportKind === 'type', true);
      },
      ExportNamedDeclaration(node) {
        const typeOnly = /** @type {any} */ (node).exportKind === 'type';
        if (node.source) {
          check(node, String(node.source.value), typeOnly, true);
          return;
        }
        if (typeOnly) return;
        for (const specifier of node.specifiers) {
          const local = /** @type {any} */ (specifier).local;
          if (/** @type {any} */ (specifier).exportKind !== 'type' && ownTables.has(local.name))
            context.report({ node: specifier, messageId: 'handedOn', data: { module } });
        }
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, String(node.source.value), false, false);
      },
    };
  },
};

export default { rules: { 'own-tables-only': rule } };
