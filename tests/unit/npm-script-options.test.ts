/**
 * `npm run <script> -- --option value` reaches the script after the options package.json gives it, so an option that
 * package.json gives is one the caller cannot change when the script reads the first occurrence
 * (`npm run serve -- --port 4000` served on 3000). The site's own scripts therefore take their defaults in code and
 * package.json gives them none; and the static server, run the way the README says, serves on the port it is given.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>};

test("package.json gives the site's own scripts no options: their defaults are in the scripts", () => {
  const given = Object.entries(manifest.scripts).flatMap(([name, command]) => {
    const own = /\b(?:tsx|node(?: --require tsx\/cjs)?)\s+(scripts\/\S+\.ts)((?:\s+\S+)*)/.exec(command);
    const options = own?.[2]?.match(/--[a-z][\w-]*/g) ?? [];
    return options.map((option) => `npm run ${name}: ${own![1]} is given ${option} by package.json`);
  });
  assert.deepEqual(given, []);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test('npm run serve -- --port N --dir D serves D on port N', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-port-'));
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><title>served</title>');
  const port = await freePort();
  const child = spawn('npm', ['run', '--silent', 'serve', '--', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const started = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "Serving" line in 30 s:\n${output}`)), 30_000);
      const check = () => {
        const line = /Serving .* at (\S+)/.exec(output)?.[1];
        if (line) {
          clearTimeout(timer);
          resolve(line);
        }
      };
      child.stdout.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`exited with ${code}:\n${output}`));
      });
    });
    assert.equal(started, `http://127.0.0.1:${port}`);
    const page = await fetch(`${started}/`);
    assert.match(await page.text(), /<title>served<\/title>/);
  } finally {
    // npm starts the server in a process group of its own (detached): both go.
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(dir, {recursive: true, force: true});
  }
});
