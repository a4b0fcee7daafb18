import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {startServer} from '../../scripts/serve';

test('the static server sends the headers of the _headers file a rebuild last wrote, without a restart', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-headers-'));
  const headersFile = join(dir, '_headers');
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><title>x</title>');
  writeFileSync(headersFile, "/*\n  Content-Security-Policy: script-src 'self' 'sha256-old'\n");
  const server = await startServer({dir, port: 0, host: '127.0.0.1'});
  try {
    const policy = async () => (await fetch(`${server.url}/`)).headers.get('content-security-policy');
    assert.equal(await policy(), "script-src 'self' 'sha256-old'");
    writeFileSync(headersFile, "/*\n  Content-Security-Policy: script-src 'self' 'sha256-new'\n");
    // A rebuild within the same millisecond as the last read is not a case to wait for: move the time on.
    utimesSync(headersFile, new Date(), new Date(Date.now() + 5_000));
    assert.equal(await policy(), "script-src 'self' 'sha256-new'");
    rmSync(headersFile);
    assert.equal(await policy(), null, 'no file, no deployment headers');
  } finally {
    await server.close();
    rmSync(dir, {recursive: true, force: true});
  }
});

test('the static server sends Markdown copies as text/markdown and llms.txt as text/plain, in UTF-8', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-types-'));
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><title>x</title>');
  writeFileSync(join(dir, 'index.md'), '# Home — für alle\n');
  writeFileSync(join(dir, 'llms.txt'), '# Site\n');
  const server = await startServer({dir, port: 0, host: '127.0.0.1'});
  try {
    const markdown = await fetch(`${server.url}/index.md`);
    assert.equal(markdown.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.equal(await markdown.text(), '# Home — für alle\n');
    const text = await fetch(`${server.url}/llms.txt`);
    assert.equal(text.headers.get('content-type'), 'text/plain; charset=utf-8');
  } finally {
    await server.close();
    rmSync(dir, {recursive: true, force: true});
  }
});
