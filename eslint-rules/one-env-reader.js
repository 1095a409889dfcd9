// @ts-check
/**
 * `pearl/one-env-reader`: the shop's settings are read from the environment in one place, src/server/env.ts, which
 * checks them all at start and hands the rest of the code a typed `Config`. A `process.env` read anywhere else is a
 * setting that skips that check, has no default written down and is missed by the README's list of settings, so this
 * rule refuses it: `process.env.X`, `process['env']`, `const { env } = process` and `import { env } from 'node:process'`.
 * Where it applies (and where not, with the reason) is in eslint.config.js.
 */

const PROCESS_MODULES = new Set(['process', 'node:process']);

/**
 * @param {any} node the property of a member expression or an object pattern's key
 * @param {boolean} computed written in brackets
 */
function namesEnv(node, computed) {
  if (!computed) return node.type === 'Identifier' && node.name === 'env';
  return node.type === 'Literal' && node.value === 'env';
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Read the environment only in src/server/env.ts.' },
    schema: [],
    messages: {
      env: 'Read settings from the environment only in src/server/env.ts: add the setting to its schema and pass Config on.',
    },
  },
  create(context) {
    /** Local names bound to the process object: `process` itself, and what `import x from 'node:process'` names. */
    const processNames = new Set(['process']);
    /** @param {any} node */
    const isProcess = (node) =>
      (node.type === 'Identifier' && processNames.has(node.name)) ||
      (node.type === 'MemberExpression' &&
        !node.computed &&
        node.property.type === 'Identifier' &&
        node.property.name === 'process' &&
        node.object.type === 'Identifier' &&
        (node.object.name === 'globalThis' || node.object.name === 'global'));
    return {
      ImportDeclaration(node) {
        if (!PROCESS_MODULES.has(String(node.source.value))) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') {
            const imported = specifier.imported;
            const name = imported.type === 'Identifier' ? imported.name : imported.value;
            if (name === 'env') context.report({ node: specifier, messageId: 'env' });
          } else {
            processNames.add(specifier.local.name);
          }
        }
      },
      MemberExpression(node) {
        if (isProcess(node.object) && namesEnv(node.property, node.computed))
          context.report({ node, messageId: 'env' });
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'ObjectPattern' || !node.init || !isProcess(node.init)) return;
        for (const property of node.id.properties) {
          if (property.type === 'Property' && namesEnv(property.key, property.computed)) {
            context.report({ node: property, messageId: 'env' });
          }
        }
      },
    };
  },
};

export default { rules: { 'one-env-reader': rule } };
