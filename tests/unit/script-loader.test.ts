import assert from 'node:assert/strict';
import {test} from 'node:test';
import {runInNewContext} from 'node:vm';

import {EARLY_CLICK_GLOBAL} from '../../src/clientModules/earlyClick';
import {SCRIPT_LOADER_ID, ssrTemplate} from '../../src/config/ssr-template';

const SCRIPTS = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

/** The page template's inline loader, with the page's script list filled in as the template engine would. */
function loaderSource(): string {
  const match = new RegExp(`<script id="${SCRIPT_LOADER_ID}">([\\s\\S]*?)</script>`).exec(ssrTemplate);
  assert.ok(match, 'the template has the loader');
  const source = match[1].replace(/<%~ JSON\.stringify\([^%]*\) %>/, JSON.stringify(SCRIPTS));
  assert.doesNotMatch(source, /<%/, 'no other template expression');
  return source;
}

/** A page just parsed: its visibility, whether paint timing exists, and what the loader appended. */
function page({visible, paintTiming}: {visible: boolean; paintTiming: boolean}) {
  const appended: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const paintObservers: ((entries: {getEntriesByName(name: string): object[]}) => void)[] = [];
  const on = (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const timers: (() => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(private readonly callback: (entries: {getEntriesByName(name: string): object[]}) => void) {}
    observe(options: {type: string}) {
      assert.equal(options.type, 'paint');
      paintObservers.push(this.callback);
    }
  }
  class Element {
    constructor(private readonly button: boolean) {}
    closest(selector: string) {
      assert.equal(selector, 'button');
      return this.button ? this : null;
    }
  }
  const context = {
    Element,
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      createElement: () => ({src: '', async: true}),
      body: {appendChild: (script: {src: string; async: boolean}) => appended.push(script)},
      addEventListener: on,
    },
    addEventListener: on,
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    PerformanceObserver,
  };
  Object.assign(context, {window: context});
  runInNewContext(loaderSource(), context);
  return {
    appended,
    paint: (name: string) =>
      paintObservers.forEach((callback) => callback({getEntriesByName: (wanted) => (wanted === name ? [{name}] : [])})),
    frame: () => frames.splice(0).forEach((callback) => callback()),
    dispatch: (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener()),
    runTimers: () => timers.splice(0).forEach((callback) => callback()),
    click: (onButton: boolean) => {
      const target = new Element(onButton);
      (listeners.get('click') ?? []).forEach((listener) => (listener as (event: object) => void)({target}));
      return target;
    },
    window: context as Record<string, unknown>,
  };
}

const inOrder = (appended: {src: string; async: boolean}[]) => {
  assert.deepEqual(
    appended.map((script) => script.src),
    SCRIPTS,
  );
  // Dynamically inserted scripts run as soon as loaded unless async is off: the runtime must run first.
  assert.ok(appended.every((script) => !script.async));
};

test('a visible page requests its scripts at the first contentful paint, in order, once', () => {
  const visiblePage = page({visible: true, paintTiming: true});
  visiblePage.frame();
  visiblePage.paint('first-paint');
  assert.deepEqual(visiblePage.appended, [], 'not before content is painted');
  visiblePage.paint('first-contentful-paint');
  inOrder(visiblePage.appended);
  visiblePage.dispatch('load');
  visiblePage.runTimers();
  visiblePage.dispatch('visibilitychange');
  assert.equal(visiblePage.appended.length, SCRIPTS.length, 'requested once');
});

test('a page that never paints content still gets its scripts, a second after its load event', () => {
  const blankPage = page({visible: true, paintTiming: true});
  blankPage.dispatch('load');
  assert.deepEqual(blankPage.appended, []);
  blankPage.runTimers();
  inOrder(blankPage.appended);
});

test('without paint timing, the scripts are requested two frames after the first', () => {
  const olderBrowser = page({visible: true, paintTiming: false});
  assert.deepEqual(olderBrowser.appended, []);
  olderBrowser.frame();
  assert.deepEqual(olderBrowser.appended, [], 'the first frame paints the page');
  olderBrowser.frame();
  inOrder(olderBrowser.appended);
});

test('a page opened in the background requests its scripts at once', () => {
  inOrder(page({visible: false, paintTiming: true}).appended);
});

test('a page hidden before its first paint requests its scripts when hidden', () => {
  const hiddenEarly = page({visible: true, paintTiming: true});
  hiddenEarly.dispatch('visibilitychange');
  inOrder(hiddenEarly.appended);
});

test('until React has the page, the last button pressed is remembered for earlyClick to press again', () => {
  const early = page({visible: true, paintTiming: true});
  early.click(false);
  assert.equal(early.window[EARLY_CLICK_GLOBAL], undefined, 'a click outside any button is not');
  early.click(true);
  const lastButton = early.click(true);
  assert.equal(early.window[EARLY_CLICK_GLOBAL], lastButton);
  // Docusaurus has started hydrating: React replays clicks itself from now on.
  early.window.docusaurusRoot = {};
  early.click(true);
  assert.equal(early.window[EARLY_CLICK_GLOBAL], lastButton);
});
