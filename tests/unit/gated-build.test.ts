import {test} from 'node:test';
import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import {outOfMemoryMessage, runGatedBuilds, type Command} from '../../scripts/build/gated-build';
import referenceGatePlugin, {
  CHANGELOG_WRITTEN_MESSAGE,
  READY_MESSAGE,
  REFERENCE_GATE_ENV,
  RENDERED_MESSAGE,
  referenceGenerated,
  WAIT_MESSAGE,
  type GateChannel,
} from '../../src/plugins/reference-gate';

/** A Node process running `source`, in the role of the generator or of the site build. */
const node = (source: string): Command => ({command: process.execPath, args: ['-e', source]});

/** A site build that asks for the reference like the gate plugin, then runs `then` (with `fs` in scope). */
const siteBuild = (then: string) =>
  node(`
    const fs = require('node:fs');
    process.on('message', (m) => { if (m.type === '${READY_MESSAGE.type}') { ${then}; process.exit(0); } });
    process.send(${JSON.stringify(WAIT_MESSAGE)});
  `);

/** The generator and one site build that waits for the whole reference, as `npm run build` runs them for one part. */
const runGatedBuild = (reference: Command, site: Command, log?: (line: string) => void) =>
  runGatedBuilds(reference, [{...site, waitsFor: 'reference'}], log);

/** A light build that records, once released, whether the whole build had finished ('after') or not ('during'). */
const lightSeeingWholeDone = (dir: string) =>
  siteBuild(
    `fs.writeFileSync(${JSON.stringify(join(dir, 'light'))}, fs.existsSync(${JSON.stringify(join(dir, 'whole-done'))}) ? 'after' : 'during')`,
  );

function withDir(run: (dir: string) => Promise<void>) {
  return async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gated-build-'));
    try {
      await run(dir);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  };
}

test(
  'the site build reads content only after the generator has finished writing',
  withDir(async (dir) => {
    const pages = JSON.stringify(join(dir, 'pages'));
    const seen = JSON.stringify(join(dir, 'seen'));
    const generator = node(`setTimeout(() => require('node:fs').writeFileSync(${pages}, 'all pages'), 300)`);
    const code = await runGatedBuild(generator, siteBuild(`fs.writeFileSync(${seen}, fs.readFileSync(${pages}, 'utf8'))`));
    assert.equal(code, 0);
    assert.equal(readFileSync(join(dir, 'seen'), 'utf8'), 'all pages');
  }),
);

test('a failed generation stops a waiting site build and fails the build with its exit code', async () => {
  const started = Date.now();
  const code = await runGatedBuild(node('setTimeout(() => process.exit(3), 100)'), siteBuild('process.exit(0)'));
  assert.equal(code, 3);
  assert.ok(Date.now() - started < 10_000, 'the waiting site build was stopped, not left running');
});

test('a failed site build stops the generator and fails the build with its exit code', async () => {
  const code = await runGatedBuild(node('setTimeout(() => {}, 60_000)'), node('process.exit(5)'));
  assert.equal(code, 5);
});

test('a site build that finishes without waiting for the reference fails the build', async () => {
  const lines: string[] = [];
  const code = await runGatedBuild(node('setTimeout(() => {}, 60_000)'), node('process.exit(0)'), (line) => lines.push(line));
  assert.equal(code, 1);
  assert.match(lines.join('\n'), /finished before the GraphQL reference was generated/);
});

test(
  'the site build gets the gate variable and an IPC channel; the generator a channel only, for its changelog message',
  withDir(async (dir) => {
    const report = (role: string) =>
      `require('node:fs').writeFileSync(${JSON.stringify(join(dir, role))}, (process.env.${REFERENCE_GATE_ENV} ?? 'unset') + ' ' + typeof process.send)`;
    const code = await runGatedBuild(node(report('generator')), siteBuild(report('site')));
    assert.equal(code, 0);
    assert.equal(readFileSync(join(dir, 'generator'), 'utf8'), 'unset function');
    assert.equal(readFileSync(join(dir, 'site'), 'utf8'), 'ipc function');
  }),
);

test(
  'the light build starts on the changelog, before the reference is written; the whole build after the reference and the light build',
  withDir(async (dir) => {
    const file = (name: string) => JSON.stringify(join(dir, name));
    const generator = node(`
      const fs = require('node:fs');
      fs.writeFileSync(${file('changelog')}, 'changelog');
      process.send(${JSON.stringify(CHANGELOG_WRITTEN_MESSAGE)});
      setTimeout(() => fs.writeFileSync(${file('reference')}, 'reference'), 800);
    `);
    const saw = (name: string) => `(fs.existsSync(${file(name)}) ? '${name} ' : '')`;
    // The light build is still bundling when the reference is done: the whole build waits for it as well.
    const light = node(`
      const fs = require('node:fs');
      process.on('message', (m) => {
        if (m.type !== '${READY_MESSAGE.type}') return;
        fs.writeFileSync(${file('light')}, 'light saw: ' + ${saw('changelog')} + ${saw('reference')});
        setTimeout(() => { fs.writeFileSync(${file('light-done')}, 'done'); process.exit(0); }, 2000);
      });
      process.send(${JSON.stringify(WAIT_MESSAGE)});
    `);
    const whole = siteBuild(`fs.writeFileSync(${file('whole')}, 'whole saw: ' + ${saw('reference')} + ${saw('light-done')})`);
    const code = await runGatedBuilds(generator, [
      {...light, waitsFor: 'changelog'},
      {...whole, waitsFor: 'reference'},
    ]);
    assert.equal(code, 0);
    assert.equal(readFileSync(join(dir, 'light'), 'utf8'), 'light saw: changelog ', 'released before the reference');
    assert.equal(readFileSync(join(dir, 'whole'), 'utf8'), 'whole saw: reference light-done ');
  }),
);

test(
  'with one part the light build starts once the whole build has rendered its pages, while the whole build is still running',
  withDir(async (dir) => {
    const file = (name: string) => JSON.stringify(join(dir, name));
    const saw = (name: string) => `(fs.existsSync(${file(name)}) ? '${name} ' : '')`;
    const generator = node(`require('node:fs').writeFileSync(${file('reference')}, 'reference')`);
    // The whole build renders, says so, then writes its copies for a while before it exits.
    const whole = node(`
      const fs = require('node:fs');
      process.on('message', (m) => {
        if (m.type !== '${READY_MESSAGE.type}') return;
        fs.writeFileSync(${file('rendered')}, 'rendered');
        process.send(${JSON.stringify(RENDERED_MESSAGE)});
        setTimeout(() => { fs.writeFileSync(${file('whole-done')}, 'done'); process.exit(0); }, 1500);
      });
      process.send(${JSON.stringify(WAIT_MESSAGE)});
    `);
    const light = siteBuild(`fs.writeFileSync(${file('light')}, 'light saw: ' + ${saw('reference')} + ${saw('rendered')} + ${saw('whole-done')})`);
    const code = await runGatedBuilds(generator, [
      {...whole, waitsFor: 'reference'},
      {...light, waitsFor: 'rendered'},
    ]);
    assert.equal(code, 0);
    assert.equal(readFileSync(join(dir, 'light'), 'utf8'), 'light saw: reference rendered ', 'released before the whole build exits');
  }),
);

test(
  'the gate plugin itself holds the whole build and reports its pages rendered from postBuild, and the light build waits for that',
  withDir(async (dir) => {
    const file = (name: string) => JSON.stringify(join(dir, name));
    const plugin = JSON.stringify(join(__dirname, '../../src/plugins/reference-gate.ts'));
    const whole: Command = {
      command: process.execPath,
      args: [
        '--import',
        'tsx',
        '-e',
        `const fs = require('node:fs');
        (async () => {
          const gate = await require(${plugin}).default();
          fs.writeFileSync(${file('whole-released')}, 'released');
          await gate.postBuild({});
          setTimeout(() => { fs.writeFileSync(${file('whole-done')}, 'done'); process.exit(0); }, 1500);
        })();`,
      ],
    };
    const light = lightSeeingWholeDone(dir);
    const code = await runGatedBuilds(node('setTimeout(() => {}, 300)'), [
      {...whole, waitsFor: 'reference'},
      {...light, waitsFor: 'rendered'},
    ]);
    assert.equal(code, 0);
    assert.equal(readFileSync(join(dir, 'whole-released'), 'utf8'), 'released');
    assert.equal(readFileSync(join(dir, 'light'), 'utf8'), 'during');
  }),
);

test(
  'a build waiting for the pages of one that never reports them starts when that one has finished',
  withDir(async (dir) => {
    const file = (name: string) => JSON.stringify(join(dir, name));
    const whole = siteBuild(`fs.writeFileSync(${file('whole-done')}, 'done')`);
    const light = lightSeeingWholeDone(dir);
    const code = await runGatedBuilds(node('process.exit(0)'), [
      {...whole, waitsFor: 'reference'},
      {...light, waitsFor: 'rendered'},
    ]);
    assert.equal(code, 0);
    assert.equal(readFileSync(join(dir, 'light'), 'utf8'), 'after');
  }),
);

test('a failed light build stops the generator and the waiting whole build, with its exit code', async () => {
  const started = Date.now();
  const generator = node(`process.send(${JSON.stringify(CHANGELOG_WRITTEN_MESSAGE)}); setTimeout(() => {}, 60_000)`);
  const code = await runGatedBuilds(generator, [
    {...siteBuild('process.exit(4)'), waitsFor: 'changelog'},
    {...siteBuild('process.exit(0)'), waitsFor: 'reference'},
  ]);
  assert.equal(code, 4);
  assert.ok(Date.now() - started < 10_000, 'the others were stopped, not left running');
});

/** A stand-in for the site build's `process`: records what the gate sends. */
class FakeChannel extends EventEmitter implements GateChannel {
  sent: unknown[] = [];
  unrefs = 0;
  channel = {unref: () => void this.unrefs++};
  send = (message: unknown) => {
    this.sent.push(message);
    return true;
  };
}

test('the gate asks for the reference and resolves on the answer, unref-ing the channel', async () => {
  const channel = new FakeChannel();
  let resolved = false;
  const ready = referenceGenerated(channel).then(() => {
    resolved = true;
  });
  assert.deepEqual(channel.sent, [WAIT_MESSAGE]);
  channel.emit('message', {type: 'something-else'});
  await new Promise((done) => setImmediate(done));
  assert.equal(resolved, false, 'only the ready message opens the gate');
  channel.emit('message', READY_MESSAGE);
  await ready;
  assert.equal(channel.unrefs, 1);
  assert.equal(channel.listenerCount('message') + channel.listenerCount('disconnect'), 0);
});

test('the gate fails when the build script goes away or was never there', async () => {
  const channel = new FakeChannel();
  const waiting = referenceGenerated(channel);
  channel.emit('disconnect');
  await assert.rejects(waiting, /build script stopped before the GraphQL reference was generated/);

  const noScript = Object.assign(new FakeChannel(), {send: undefined});
  await assert.rejects(referenceGenerated(noScript), new RegExp(`${REFERENCE_GATE_ENV} is set, but no build script`));
});

test('without the gate variable (docusaurus start, graphql-to-doc) the plugin does not wait, and its postBuild reports nothing', async () => {
  const saved = process.env[REFERENCE_GATE_ENV];
  delete process.env[REFERENCE_GATE_ENV];
  const savedSend = process.send;
  const sent: unknown[] = [];
  process.send = (message: unknown) => sent.push(message) > 0;
  try {
    const plugin = await referenceGatePlugin();
    assert.equal(plugin.name, 'folio-reference-gate');
    await plugin.postBuild?.({} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
    assert.deepEqual(sent, []);
  } finally {
    process.send = savedSend;
    if (saved !== undefined) process.env[REFERENCE_GATE_ENV] = saved;
  }
});

test('a build that runs out of memory says so and names the heap cap', async () => {
  const lines: string[] = [];
  const exhausting: Command = {
    command: process.execPath,
    args: ['--max-old-space-size=16', '-e', 'const kept = []; for (;;) kept.push(new Array(1e5).fill(kept.length));'],
    memoryCap: '--max-old-space-size=16, in this test',
    name: 'The whole build',
  };
  const code = await runGatedBuild(node('setTimeout(() => {}, 100)'), exhausting, (line) => lines.push(line));
  assert.notEqual(code, 0);
  assert.match(lines.join('\n'), /The whole build ran out of memory: its JavaScript heap reached its cap \(--max-old-space-size=16, in this test\)/);
});

test('a build killed by the kernel is told apart from a plain failure', () => {
  assert.match(outOfMemoryMessage('The site build', '', 'SIGKILL', undefined)!, /out-of-memory killer/);
  assert.equal(outOfMemoryMessage('The site build', 'Error: broken link', null, '--max-old-space-size=1'), undefined);
});

test(
  'a build that starts when ready is started only once the one before has rendered its pages, and never if that one fails first',
  withDir(async (dir) => {
    const file = (name: string) => JSON.stringify(join(dir, name));
    const first = siteBuild(`
      fs.writeFileSync(${file('rendered')}, 'rendered');
      process.send(${JSON.stringify(RENDERED_MESSAGE)});
      setTimeout(() => process.exit(0), 500);
      return;`);
    // Records, as its process starts, whether the first part's pages were rendered by then.
    const next = node(`
      const fs = require('node:fs');
      fs.writeFileSync(${file('next-started')}, fs.existsSync(${file('rendered')}) ? 'after rendering' : 'before');
      process.on('message', () => process.exit(0));
      process.send(${JSON.stringify(WAIT_MESSAGE)});
    `);
    const builds = [
      {...first, waitsFor: 'reference' as const},
      {...next, waitsFor: 'rendered' as const, startsWhenReady: true},
    ];
    assert.equal(await runGatedBuilds(node('process.exit(0)'), builds), 0);
    assert.equal(readFileSync(join(dir, 'next-started'), 'utf8'), 'after rendering');

    rmSync(join(dir, 'next-started'));
    const failing = {...siteBuild('process.exit(6)'), waitsFor: 'reference' as const};
    assert.equal(await runGatedBuilds(node('process.exit(0)'), [failing, builds[1]!]), 6);
    assert.equal(existsSync(join(dir, 'next-started')), false, 'the next part was never started');
  }),
);

test('a build started when ready that runs out of memory says so, naming its cap', async () => {
  const lines: string[] = [];
  const first = {...siteBuild(`process.send(${JSON.stringify(RENDERED_MESSAGE)})`), waitsFor: 'reference' as const};
  const next = {
    ...node(`process.stderr.write('FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory'); process.exit(134)`),
    memoryCap: '--max-old-space-size=64',
    name: 'The whole build of the reference’s part 2 of 2',
    waitsFor: 'rendered' as const,
    startsWhenReady: true,
  };
  assert.equal(await runGatedBuilds(node('process.exit(0)'), [first, next], (line) => lines.push(line)), 134);
  assert.match(lines.join('\n'), /The whole build of the reference’s part 2 of 2 ran out of memory: .*\(--max-old-space-size=64\)/);
});
