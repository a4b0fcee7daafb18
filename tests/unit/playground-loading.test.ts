import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {test} from 'node:test';

import {buildSchema} from 'graphql';
import {getStringSchema, setSchemaSource} from 'monaco-graphql/esm/utils.js';

import {nextTask} from '../../src/client/nextTask';
import {evaluateInStages} from '../../src/client/evaluateInStages';

/**
 * The playground IDE loads in short tasks (src/playground/ide/loadPlaygroundIde.tsx): its modules are
 * evaluated stage by stage, and GraphiQL (patched, patches/@graphiql+react+*.patch) creates each editor in a task of
 * its own. How long the tasks are is the benchmark's business (`npm run bench`, Lighthouse's TBT on /playground);
 * these tests pin the mechanism.
 */

test('nextTask resolves in a later task: after every microtask already queued, and not synchronously', async () => {
  const events: string[] = [];
  const waiting = nextTask().then(() => events.push('next task'));
  // A long chain of microtasks: a microtask-based "yield" would resolve somewhere inside it.
  let chain = Promise.resolve();
  for (let i = 0; i < 200; i++) chain = chain.then(() => void events.push(`microtask ${i}`));
  events.push('synchronous');
  await waiting;
  assert.equal(events[0], 'synchronous');
  assert.equal(events.at(-1), 'next task');
  assert.equal(events.length, 202);
});

test('evaluateInStages runs the loads of a stage in order and yields to the browser after each stage', async () => {
  const log: string[] = [];
  const load = (name: string) => async () => void log.push(name);
  await evaluateInStages(
    [[load('a1'), load('a2')], [load('b1')], [load('c1'), load('c2'), load('c3')]],
    async () => void log.push('yield'),
  );
  assert.deepEqual(log, ['a1', 'a2', 'yield', 'b1', 'yield', 'c1', 'c2', 'c3', 'yield']);
});

test('evaluateInStages stops at a failed load, so React.lazy reports it instead of rendering a half-loaded IDE', async () => {
  const log: string[] = [];
  await assert.rejects(
    evaluateInStages(
      [[async () => void log.push('a')], [async () => Promise.reject(new Error('chunk failed'))], [async () => void log.push('c')]],
      async () => undefined,
    ),
    /chunk failed/,
  );
  assert.deepEqual(log, ['a']);
});

const STAGES_FILE = 'src/playground/ide/ideModuleStages.ts';
const stagedModules = [...readFileSync(STAGES_FILE, 'utf8').matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map(
  (match) => match[1],
);

test('the IDE stages name modules that exist, from packages the portal depends on directly', () => {
  const requireFromSite = createRequire(`${process.cwd()}/package.json`);
  const {dependencies} = JSON.parse(readFileSync('package.json', 'utf8')) as {dependencies: Record<string, string>};
  assert.ok(stagedModules.length > 30, `only ${stagedModules.length} staged modules found`);
  for (const specifier of stagedModules) {
    const packageName = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
    assert.ok(packageName in dependencies, `${specifier}: ${packageName} is not a dependency in package.json`);
    const subpath = specifier.slice(packageName.length);
    // Deep file paths (Monaco's ESM tree) are bundled by path; package entry points resolve through `exports`.
    if (/\.m?js$/.test(subpath)) assert.ok(existsSync(`node_modules/${specifier}`), `${specifier} does not exist`);
    else assert.doesNotThrow(() => requireFromSite.resolve(specifier), `${specifier} does not resolve`);
  }
});

test('the Monaco stages end with the lean editor entry, so its contributions register in the order it lists them', () => {
  const monacoStages = stagedModules.filter((specifier) => /^monaco-(editor|graphql)\//.test(specifier));
  assert.equal(monacoStages.at(-2), 'monaco-graphql/esm/monaco-editor.js');
  assert.equal(monacoStages.at(-1), 'monaco-graphql/esm/lite.js');
  // GraphiQL comes after Monaco: its editors need the language services registered.
  assert.ok(stagedModules.indexOf('graphiql') > stagedModules.indexOf('monaco-graphql/esm/monaco-editor.js'));
});

/** GraphiQL's editor-creating effects, wrapped by the patch, evaluated from the patched file itself. */
const createEditorSource = readFileSync('node_modules/@graphiql/react/dist/utility/create-editor.js', 'utf8');
const inOwnTaskSource = /function inOwnTask\(effect\) \{[\s\S]*?\n\}\n/.exec(createEditorSource)?.[0];
type Effect = () => void | (() => void);
const inOwnTask = new Function(`${inOwnTaskSource}; return inOwnTask;`)() as (effect: Effect) => () => void;

test("GraphiQL's three editors are each created by an effect wrapped in inOwnTask, after a yield in Monaco's setup", () => {
  assert.ok(inOwnTaskSource, 'inOwnTask is missing from create-editor.js: was the patch dropped?');
  for (const [component, effect] of [
    ['operation-editor', 't7'],
    ['variables-editor', 't2'],
    ['response-editor', 't4'],
  ]) {
    const source = readFileSync(`node_modules/@graphiql/react/dist/components/${component}.js`, 'utf8');
    assert.match(source, new RegExp(`useEffect\\(\\(\\) => inOwnTask\\(${effect}\\), `), component);
    // The wrapped effect is the one that creates the editor.
    assert.match(source, new RegExp(`${effect} = \\(\\) => \\{\\n\\t+if \\(!monaco[^\\n]*\\n[\\s\\S]*?createEditor\\(ref`), component);
  }
  const monacoStore = readFileSync('node_modules/@graphiql/react/dist/stores/monaco.js', 'utf8');
  assert.match(monacoStore, /new MessageChannel\(\)[\s\S]*?set\(\{\n\t\tmonaco,/);
});

test('inOwnTask runs the effect in a later task and hands back its cleanup', async () => {
  const log: string[] = [];
  const cleanup = inOwnTask(() => {
    log.push('created');
    return () => log.push('disposed');
  });
  assert.deepEqual(log, []);
  await nextTask();
  await nextTask();
  assert.deepEqual(log, ['created']);
  cleanup();
  assert.deepEqual(log, ['created', 'disposed']);
});

test('inOwnTask never runs an effect cleaned up before its task came', async () => {
  const log: string[] = [];
  inOwnTask(() => void log.push('created'))();
  await nextTask();
  await nextTask();
  assert.deepEqual(log, []);
});

test("the GraphQL language worker gets the SDL a schema was built from, not a print of it (monaco-graphql's patch)", () => {
  const sdl = '"""The root."""\ntype Query { folder(id: ID!): String }\n';
  const schema = buildSchema(sdl);
  setSchemaSource(schema, sdl);
  assert.deepEqual(getStringSchema({uri: 'schema.graphql', schema}), {uri: 'schema.graphql', documentString: sdl});
  // A schema without a recorded source is printed, as before the patch.
  const other = buildSchema('type Query { me: String }');
  assert.deepEqual(getStringSchema({uri: 'schema.graphql', schema: other}), {
    uri: 'schema.graphql',
    documentString: 'type Query {\n  me: String\n}',
  });
});

test('the playground records the SDL of the schema it builds', () => {
  const source = readFileSync('src/playground/execution/playgroundSchema.ts', 'utf8');
  assert.match(source, /setSchemaSource\(schema, schemaSdl\)/);
});

test("GraphiQL's JSON error messages still list every error, with the list formatter created on first use", async () => {
  const jsonc = 'node_modules/@graphiql/react/dist/utility/jsonc.js';
  // No `Intl` object is created while the module loads (the patch): that first one costs a phone ~90 ms.
  assert.doesNotMatch(readFileSync(jsonc, 'utf8'), /^var formatter = new Intl/m);
  const {parseJSONC} = (await import(`../../${jsonc}`)) as {parseJSONC: (content: string) => unknown};
  assert.throws(
    () => parseJSONC('{"folderId": 1 "limit": }'),
    /^SyntaxError: expected a comma at line 1, column 16 and expected a value at line 1, column 25$/,
  );
  assert.deepEqual(parseJSONC('{"limit": 10,}'), {limit: 10});
});

test("the editors' font is measured ahead under the description GraphiQL's editors get from Monaco", async () => {
  const {editorBareFontInfo, GRAPHIQL_EDITOR_FONT} = await import('../../src/playground/preview/editorFont');
  const {editorOptionsRegistry} = await import('monaco-editor/esm/vs/editor/common/config/editorOptions.js');
  const {BareFontInfo} = await import('monaco-editor/esm/vs/editor/common/config/fontInfo.js');
  // The options object GraphiQL passes to monaco.editor.create (its own settings, before the caller's).
  const createEditor = readFileSync('node_modules/@graphiql/react/dist/utility/create-editor.js', 'utf8');
  const literal = /monaco\.editor\.create\(domElement\.current, (\{[\s\S]*?)\t\t\.\.\.options\n\t\}\);/.exec(createEditor);
  assert.ok(literal, "GraphiQL's editor options are found");
  // The literal names one variable of createEditor's: `language`.
  const graphiqlOptions = new Function('language', `return ${literal[1]}};`)('graphql') as Record<string, unknown>;
  for (const [name, value] of Object.entries(GRAPHIQL_EDITOR_FONT)) assert.deepEqual(graphiqlOptions[name], value, name);
  // What the editor computes: every registered option validated from the raw options (Monaco's EditorOptionsUtil).
  const validated = new Map<number, unknown>(
    (editorOptionsRegistry as Array<{id: number; name: string; validate(value: unknown): unknown}>).map((option) => [
      option.id,
      option.validate(graphiqlOptions[option.name]),
    ]),
  );
  for (const pixelRatio of [1, 2.625]) {
    const editors = BareFontInfo.createFromValidatedSettings({get: (id: number) => validated.get(id)}, pixelRatio, false);
    assert.equal(editorBareFontInfo(pixelRatio)?.getId(), editors.getId());
  }
});

test("GraphiQL mounts after Monaco's setup has settled, in a transition (the provider's patched mount effect)", async () => {
  const provider = readFileSync('node_modules/@graphiql/react/dist/components/provider.js', 'utf8');
  const effect = /\t\tt0 = \(\) => \{\n([\s\S]*?actions\.initialize[\s\S]*?)\n\t\t\};/.exec(provider);
  assert.ok(effect, "the provider's mount effect is found");
  assert.match(provider, /import \{[^}]*\bstartTransition\b[^}]*\} from "react";/);
  const mountEffect = new Function('actions', 'props', 'setMounted', 'startTransition', effect[1]);
  for (const outcome of ['resolves', 'rejects'] as const) {
    const log: string[] = [];
    let settle!: () => void;
    const setUp = new Promise<void>((resolve, reject) => {
      settle = () => (outcome === 'resolves' ? resolve() : reject(new Error('Monaco failed to load')));
    });
    // A failed setup stays an unhandled rejection in the browser, as before the patch; here it is caught.
    const actions = {initialize: () => ({finally: (then: () => void) => setUp.finally(then).catch(() => undefined)})};
    let inTransition = false;
    const startTransition = (update: () => void) => {
      inTransition = true;
      update();
      inTransition = false;
    };
    const setMounted = (value: boolean) => log.push(`mounted=${value}${inTransition ? ' in a transition' : ''}`);
    mountEffect(actions, {}, setMounted, startTransition);
    await nextTask();
    assert.deepEqual(log, [], `${outcome}: nothing mounts before Monaco's setup settles`);
    settle();
    await nextTask();
    assert.deepEqual(log, ['mounted=true in a transition'], outcome);
  }
});
