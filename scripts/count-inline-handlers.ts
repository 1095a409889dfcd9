/**
 * Counts the server's route plugins that are anonymous and the route handlers that are inline closures: a reader (or a
 * tool) steps from a route into its work only through names. Printed as two counts and one line per finding;
 * `--strict` makes any finding an exit code of 1 (for CI, once every module is converted).
 *
 * What counts, read from the syntax (TypeScript's parser, no type checking):
 * - a route is a call `x.get|post|put|patch|delete|head|options|all(path, [options,] handler)` with a handler function,
 *   or `x.route({ …, handler })`; its handler is the last argument (or the options' `handler`);
 * - a handler is named when it is a name (`feedHandler`), a call that makes one, or an arrow that only forwards to one
 *   named function (`(request) => feedHandler(audit, request)`, how a handler gets its module's service); any other
 *   function written in place is an inline closure;
 * - a row of a route table (http/route-table.ts) is an object literal with a `url` and a `handler`, not handed to
 *   `route`; its handler must be a name, since the table binds the module's service to it;
 * - a route plugin is the outermost function a route is registered in (or the function handed to `register`): named
 *   when it is a function declaration, anonymous when it is an arrow or function expression (`const x = async () =>`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface Finding {
  line: number;
  kind: 'anonymous plugin' | 'inline handler';
  what: string;
}

export interface FileCount {
  plugins: number;
  anonymousPlugins: number;
  handlers: number;
  inlineHandlers: number;
  findings: Finding[];
}

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);

const isFunction = (node: ts.Node): node is ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);

/** The `handler` property of an object literal, if written there. */
function handlerProperty(node: ts.Expression): ts.Expression | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'handler') return property.initializer;
    if (ts.isMethodDeclaration(property) && property.name.getText() === 'handler') return property as never;
  }
  return undefined;
}

/** The handler of a route registration, or undefined when the call registers no route. */
function routeHandler(call: ts.CallExpression): ts.Expression | undefined {
  if (!ts.isPropertyAccessExpression(call.expression)) return undefined;
  const method = call.expression.name.text;
  const args = call.arguments;
  if (method === 'route' && args.length === 1) return handlerProperty(args[0]!);
  if (!VERBS.has(method) || args.length < 2) return undefined;
  const last = args[args.length - 1]!;
  const inOptions = handlerProperty(last);
  if (inOptions) return inOptions;
  // A path written out starts with '/'; one held in a name (`path`) is a route only with route options or a function
  // after it, so `cache.get(key, fallback)` is not one.
  const path = args[0]!;
  const pathText = ts.isTemplateExpression(path) ? path.head.text : ts.isStringLiteralLike(path) ? path.text : '';
  const writtenPath = pathText !== '';
  if (writtenPath && !pathText.startsWith('/')) return undefined;
  if (!writtenPath && !isFunction(last) && !(args.length === 3 && ts.isObjectLiteralExpression(args[1]!))) {
    return undefined;
  }
  if (isFunction(last) || ts.isIdentifier(last) || ts.isCallExpression(last)) return last;
  return undefined;
}

/** The call an arrow or function's body consists of (`=> f(x)`, `=> await f(x)`, `{ return f(x); }`), if only that. */
function onlyCall(fn: ts.ArrowFunction | ts.FunctionExpression): ts.CallExpression | undefined {
  let body: ts.Node | undefined = fn.body;
  if (body && ts.isBlock(body)) {
    const [statement, ...rest] = body.statements;
    if (!statement || rest.length > 0) return undefined;
    body = ts.isReturnStatement(statement) || ts.isExpressionStatement(statement) ? statement.expression : undefined;
  }
  while (body && (ts.isParenthesizedExpression(body) || ts.isAwaitExpression(body))) body = body.expression;
  return body && ts.isCallExpression(body) ? body : undefined;
}

/** The handler of a route table's row (`{ method, url, summary, …, handler }`), if the node is one. */
function rowHandler(node: ts.Node): ts.Expression | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  if (ts.isCallExpression(node.parent) && routeHandler(node.parent)) return undefined;
  const named = (name: string) =>
    node.properties.some((property) => property.name !== undefined && property.name.getText() === name);
  return named('url') ? handlerProperty(node) : undefined;
}

function isNamedHandler(handler: ts.Node): boolean {
  if (ts.isIdentifier(handler) || ts.isPropertyAccessExpression(handler) || ts.isCallExpression(handler)) return true;
  if (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) {
    const call = onlyCall(handler);
    return call !== undefined && ts.isIdentifier(call.expression);
  }
  return false;
}

/** The plugin a route is registered in: a function handed to `register`, else the outermost function around it. */
function pluginOf(call: ts.Node): ts.Node | undefined {
  let plugin: ts.Node | undefined;
  for (let node = call.parent; node && !ts.isSourceFile(node); node = node.parent) {
    if (!isFunction(node)) continue;
    const parent = node.parent;
    const registered =
      ts.isCallExpression(parent) &&
      ts.isPropertyAccessExpression(parent.expression) &&
      parent.expression.name.text === 'register';
    plugin = node;
    if (registered) return node;
  }
  return plugin;
}

function pluginName(plugin: ts.Node): string {
  if (ts.isFunctionDeclaration(plugin)) return plugin.name?.text ?? '(default)';
  const parent = plugin.parent;
  return ts.isVariableDeclaration(parent) ? parent.name.getText() : '(passed to register)';
}

/** Counts one file's route plugins and handlers. */
export function countFile(fileName: string, text: string): FileCount {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const count: FileCount = { plugins: 0, anonymousPlugins: 0, handlers: 0, inlineHandlers: 0, findings: [] };
  const plugins = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    const handler = ts.isCallExpression(node) ? routeHandler(node) : undefined;
    if (handler && ts.isCallExpression(node)) {
      count.handlers++;
      if (!isNamedHandler(handler)) {
        count.inlineHandlers++;
        const [path] = node.arguments;
        const method = (node.expression as ts.PropertyAccessExpression).name.text.toUpperCase();
        const where = path && method !== 'ROUTE' ? ` ${path.getText(source)}` : '';
        count.findings.push({ line: lineOf(handler), kind: 'inline handler', what: `${method}${where}` });
      }
      const plugin = pluginOf(node);
      if (plugin && !plugins.has(plugin)) {
        plugins.add(plugin);
        count.plugins++;
        if (!ts.isFunctionDeclaration(plugin)) {
          count.anonymousPlugins++;
          count.findings.push({ line: lineOf(plugin), kind: 'anonymous plugin', what: pluginName(plugin) });
        }
      }
    }
    const inRow = rowHandler(node);
    if (inRow) {
      count.handlers++;
      if (!ts.isIdentifier(inRow)) {
        count.inlineHandlers++;
        count.findings.push({ line: lineOf(inRow), kind: 'inline handler', what: 'ROW' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  count.findings.sort((a, b) => a.line - b.line);
  return count;
}

/** The server's production files: src/server without tests and test support. */
function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'migrations' ? [] : serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function main(args: string[]): number {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const total: FileCount = { plugins: 0, anonymousPlugins: 0, handlers: 0, inlineHandlers: 0, findings: [] };
  for (const path of serverFiles(join(root, 'src/server')).sort()) {
    const count = countFile(path, readFileSync(path, 'utf8'));
    total.plugins += count.plugins;
    total.anonymousPlugins += count.anonymousPlugins;
    total.handlers += count.handlers;
    total.inlineHandlers += count.inlineHandlers;
    for (const finding of count.findings) {
      console.log(`${relative(root, path)}:${finding.line} ${finding.kind} ${finding.what}`);
    }
  }
  console.log(`Route plugins: ${total.plugins}, anonymous: ${total.anonymousPlugins}`);
  console.log(`Route handlers: ${total.handlers}, inline closures: ${total.inlineHandlers}`);
  const found = total.anonymousPlugins + total.inlineHandlers > 0;
  return args.includes('--strict') && found ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
