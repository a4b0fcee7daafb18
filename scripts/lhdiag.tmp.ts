import {startServer} from '/work/main/scripts/serve';
import {CHROMIUM_PATH} from '/work/main/tests/e2e/support/chromium';
(async () => {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer({dir: 'build', port: 0, host: '127.0.0.1'});
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu']});
  for (const path of process.argv.slice(2)) {
    const r = await lighthouse(server.url + path, {port: chrome.port, output: 'json', logLevel: 'error'});
    const a = r!.lhr.audits;
    console.log(path, 'perf', r!.lhr.categories.performance.score, 'TBT', a['total-blocking-time'].numericValue);
    const lt = (a['long-tasks']?.details as any)?.items ?? [];
    for (const t of lt.slice(0, 8)) console.log('  long task', Math.round(t.duration), Math.round(t.startTime), t.url);
    const bt = (a['bootup-time']?.details as any)?.items ?? [];
    for (const t of bt.slice(0, 6)) console.log('  bootup', Math.round(t.total), 'script', Math.round(t.scripting), 'parse', Math.round(t.scriptParseCompile), t.url);
    const mw = (a['mainthread-work-breakdown']?.details as any)?.items ?? [];
    console.log('  breakdown', mw.map((x: any) => `${x.group}:${Math.round(x.duration)}`).join(' '));
  }
  chrome.kill(); await server.close();
})();
