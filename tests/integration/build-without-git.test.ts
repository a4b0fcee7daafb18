import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

const LAST_UPDATE_MODULE = resolve('src/config/last-update.ts');
const BUILD_POLICY_MODULE = resolve('src/config/build-policy.ts');

/**
 * A site outside any Git work tree (as in a downloaded archive), with the portal's last-update decision and build
 * policy: the smallest copy that reaches the point where Docusaurus asks Git for the docs' dates.
 */
function writeSiteWithoutGit(siteDir: string): void {
  mkdirSync(join(siteDir, 'docs'));
  symlinkSync(resolve('node_modules'), join(siteDir, 'node_modules'), 'dir');
  writeFileSync(join(siteDir, 'docs', 'intro.md'), '---\ntitle: Intro\nslug: /\n---\n\nA page whose date only Git knows.\n');
  writeFileSync(
    join(siteDir, 'docusaurus.config.ts'),
    [
      `import {lastUpdateOptions} from ${JSON.stringify(LAST_UPDATE_MODULE)};`,
      `import {futureFlags} from ${JSON.stringify(BUILD_POLICY_MODULE)};`,
      'export default {',
      "  title: 'Without Git', url: 'http://localhost', baseUrl: '/', future: futureFlags,",
      "  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: false, ...lastUpdateOptions(__dirname)},",
      '    blog: false, pages: false, sitemap: false}]],',
      '};',
      '',
    ].join('\n'),
  );
}

test('a copy without .git builds, without last-update dates', {timeout: 180_000}, () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'portal-without-git-'));
  try {
    writeSiteWithoutGit(siteDir);
    const build = spawnSync(process.execPath, [resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'], {
      cwd: siteDir,
      encoding: 'utf8',
    });
    const output = `${build.stdout}\n${build.stderr}`;
    assert.doesNotMatch(output, /outside any Git worktree/);
    assert.equal(build.status, 0, `the build should succeed:\n${output}`);
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
});
