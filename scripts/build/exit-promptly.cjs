/**
 * Preloaded (`--require`) into each `docusaurus build` process that scripts/build.ts starts. When the build has
 * written everything, the event loop has nothing left to run and Node emits `beforeExit`; left alone, it would then
 * free its environment object by object, the bundler's native module graph included, which takes seconds and grows
 * with the site's page count. `process.exit` there still emits `exit` to every listener, with the same exit code,
 * and ends the process without that teardown. A build that fails exits through `process.exit` itself, as before.
 */
'use strict';

const {isMainThread} = require('node:worker_threads');

if (isMainThread) process.on('beforeExit', (code) => process.exit(code));
