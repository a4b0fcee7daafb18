// @ts-check
/**
 * ESLint rules that keep the code on other packages' public surface (the house rule "Public APIs first"):
 * - `no-deep-require`: a module specifier (import, export … from, `import()`, `require()`, `require.resolve()`) that
 *   names a file a package does not export: a subpath its package.json `exports` does not list, or, for a package
 *   without `exports`, a file under its build folders (lib/, dist/, esm/, src/, cjs/) or an `internal` entry;
 * - `no-foreign-require`: `createRequire` anchored anywhere but the file itself (`import.meta.url`, `__filename`,
 *   the project's package.json), which is how code reaches files of another package relative to its location;
 * - `no-foreign-assignment`: assigning to (or defining a property of) a module's namespace or exports, an imported
 *   binding's properties, or any `prototype`: replacing another package's functions at run time.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const BUILD_FOLDERS = /^(lib|dist|esm|src|cjs|build)\//;

/** @param {string} specifier */
function splitSpecifier(specifier) {
  const parts = specifier.split('/');
  const length = specifier.startsWith('@') ? 2 : 1;
  return {name: parts.slice(0, length).join('/'), subpath: parts.slice(length).join('/')};
}

/** @type {Map<string, Record<string, unknown> | null>} */
const manifests = new Map();

/** The package's manifest, or null when no package of that name is installed (an alias such as `@theme/…`). */
function manifestOf(/** @type {string} */ name, /** @type {string} */ root) {
  const key = join(root, name);
  if (!manifests.has(key)) {
    const file = join(root, 'node_modules', name, 'package.json');
    manifests.set(key, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  }
  return manifests.get(key) ?? null;
}

/**
 * The file paths an `exports` target names, whatever its conditions.
 * @param {unknown} target
 * @returns {string[]}
 */
function targetsOf(target) {
  if (typeof target === 'string') return [target];
  if (Array.isArray(target)) return target.flatMap(targetsOf);
  if (typeof target === 'object' && target !== null) return Object.values(target).flatMap(targetsOf);
  return [];
}

/**
 * Whether `./subpath` is one of the subpaths an `exports` map lists: a key, or a pattern with one `*` whose target,
 * with the `*` filled in, is a file of the package (`./*` → `./dist/*.js` does not export `./dist/x`).
 */
function isExported(/** @type {unknown} */ exportsField, /** @type {string} */ subpath, /** @type {string} */ packageDir) {
  if (typeof exportsField !== 'object' || exportsField === null || Array.isArray(exportsField)) return subpath === '';
  const entries = Object.entries(exportsField);
  if (!entries.some(([key]) => key.startsWith('.'))) return subpath === '';
  const wanted = `./${subpath}`;
  return entries.some(([key, target]) => {
    if (!key.includes('*')) return key === wanted;
    const [before, after] = key.split('*');
    if (!wanted.startsWith(before) || !wanted.endsWith(after) || wanted.length < before.length + after.length) return false;
    const star = wanted.slice(before.length, wanted.length - after.length);
    return targetsOf(target).some((/** @type {string} */ path) => existsSync(join(packageDir, path.replaceAll('*', star))));
  });
}

/** Why a specifier reaches into a package's internals, or undefined when it does not. */
export function internalReach(/** @type {string} */ specifier, /** @type {string} */ root) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const {name, subpath} = splitSpecifier(specifier);
  if (subpath === '' || subpath === 'package.json') return undefined;
  const manifest = manifestOf(name, root);
  if (!manifest) return undefined;
  if (subpath === 'internal' || subpath.endsWith('/internal')) return `${specifier} is ${name}'s internal entry`;
  if (manifest.exports !== undefined) {
    return isExported(manifest.exports, subpath, join(root, 'node_modules', name)) ? undefined : `${name} does not export ./${subpath}`;
  }
  return BUILD_FOLDERS.test(subpath) ? `${specifier} is a file of ${name}'s build, not an entry it documents` : undefined;
}

/** The string a node stands for, when it is a literal or a template without expressions. */
function staticString(/** @type {any} */ node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

const isRequireCall = (/** @type {any} */ node) =>
  node.callee.type === 'Identifier' && node.callee.name === 'require';
const isRequireResolve = (/** @type {any} */ node) =>
  node.callee.type === 'MemberExpression' &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'require' &&
  node.callee.property.name === 'resolve';

/** @type {import('eslint').Rule.RuleModule} */
const noDeepRequire = {
  meta: {type: 'problem', schema: [], messages: {reach: '{{why}}: {{hint}}'}},
  create(context) {
    const root = context.cwd;
    const check = (/** @type {any} */ source) => {
      const specifier = staticString(source);
      const why = specifier === undefined ? undefined : internalReach(specifier, root);
      if (why) context.report({node: source, messageId: 'reach', data: {why, hint: HINT}});
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression(node) {
        if (isRequireCall(node) || isRequireResolve(node)) check(node.arguments[0]);
      },
    };
  },
};

/** `createRequire(import.meta.url)`, `createRequire(__filename)`, `createRequire(resolve('package.json'))`. */
function isOwnAnchor(/** @type {any} */ node) {
  if (node?.type === 'MetaProperty') return true;
  if (node?.type === 'MemberExpression' && node.object.type === 'MetaProperty') return true;
  if (node?.type === 'Identifier' && node.name === '__filename') return true;
  if (node?.type === 'CallExpression' && !isRequireResolve(node)) {
    const path = staticString(node.arguments[0]);
    return path !== undefined && (path === 'package.json' || path.startsWith('.'));
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const noForeignRequire = {
  meta: {type: 'problem', schema: [], messages: {anchor: 'createRequire anchored in another package reaches its files: {{hint}}'}},
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : undefined;
        if (name === 'createRequire' && !isOwnAnchor(node.arguments[0])) {
          context.report({node, messageId: 'anchor', data: {hint: HINT}});
        }
      },
    };
  },
};

/** Whether a variable holds a module: an import binding, or `require(…)`, `await import(…)`, a createRequire'd require. */
function isModuleVariable(/** @type {any} */ variable) {
  return variable.defs.some((/** @type {any} */ def) => {
    if (def.type === 'ImportBinding') return true;
    if (def.type !== 'Variable') return false;
    let init = def.node.init;
    if (init?.type === 'AwaitExpression') init = init.argument;
    if (init?.type === 'ImportExpression') return true;
    if (init?.type === 'CallExpression' && (isRequireCall(init) || init.callee.type === 'CallExpression')) return true;
    return false;
  });
}

function rootIdentifier(/** @type {any} */ node) {
  let current = node;
  while (current.type === 'MemberExpression') current = current.object;
  return current.type === 'Identifier' ? current : undefined;
}

const touchesPrototype = (/** @type {any} */ node) => {
  for (let current = node; current.type === 'MemberExpression'; current = current.object) {
    if (!current.computed && current.property.type === 'Identifier' && current.property.name === 'prototype') return true;
  }
  return false;
};

/** @type {import('eslint').Rule.RuleModule} */
const noForeignAssignment = {
  meta: {type: 'problem', schema: [], messages: {assign: 'Replaces {{what}} at run time: {{hint}}'}},
  create(context) {
    const sourceCode = context.sourceCode;
    const report = (/** @type {any} */ node, /** @type {any} */ target) => {
      if (target?.type !== 'MemberExpression') return;
      if (touchesPrototype(target)) {
        context.report({node, messageId: 'assign', data: {what: 'a prototype\'s member', hint: HINT}});
        return;
      }
      const identifier = rootIdentifier(target);
      if (!identifier) return;
      const scope = sourceCode.getScope(node);
      let variable;
      for (let current = /** @type {import('eslint').Scope.Scope | null} */ (scope); current && !variable; current = current.upper) {
        variable = current.set.get(identifier.name);
      }
      if (variable && isModuleVariable(variable)) {
        context.report({node, messageId: 'assign', data: {what: `a member of the module \`${identifier.name}\``, hint: HINT}});
      }
    };
    return {
      AssignmentExpression: (node) => report(node, node.left),
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          (callee.object.name === 'Object' || callee.object.name === 'Reflect') &&
          callee.property.type === 'Identifier' &&
          ['defineProperty', 'defineProperties', 'assign', 'setPrototypeOf', 'set'].includes(callee.property.name)
        ) {
          const target = node.arguments[0];
          if (target?.type === 'MemberExpression') report(node, target);
          else if (target?.type === 'Identifier') report(node, {type: 'MemberExpression', object: target, property: target, computed: false});
        }
      },
    };
  },
};

const HINT =
  "use the package's documented API, or add the file to PACKAGE_INTERNALS_ALLOWED_FILES in eslint.config.mjs with its measured reason in maintainers/internals.md";

export default {
  meta: {name: 'package-internals'},
  rules: {'no-deep-require': noDeepRequire, 'no-foreign-require': noForeignRequire, 'no-foreign-assignment': noForeignAssignment},
};
