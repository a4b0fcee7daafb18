/**
 * A browser tab driven over the DevTools protocol through its tab target, for what Playwright's pages cannot show:
 * how a navigation between the site's apps looks and how long it takes (tests/e2e/apps.spec.ts, npm run bench).
 * Playwright launches Chromium with paint holding off (the browser then shows a blank page between a navigation's
 * commit and its first paint) and attaches to pages without tab-target support, which makes Chromium refuse to
 * prerender (PrerenderingDisabledByDevTools). Here Chromium runs with its own defaults, and the session is attached
 * through the tab, as current DevTools clients are: a prerendered page is then activated as in a visitor's browser,
 * and shows up as a page target of its own.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {inflateSync} from 'node:zlib';
import WebSocket from 'ws';

import {APP_STARTED} from './app-ready';
import {chromiumArgs, chromiumExecutable} from './chromium';
import {cpuSlowdown} from './cpu';

/** The page rendered is the address's: its canonical link (where it has one) names the address's path. */
const RENDERED_HERE = `(() => {
  const canonical = document.querySelector('link[rel=canonical]');
  const path = (value) => value.replace(/\\/$/, '');
  return !canonical || path(new URL(canonical.href).pathname) === path(location.pathname);
})()`;

type Params = Record<string, unknown>;
type Listener = (params: Params, sessionId: string | undefined) => void;

interface Message {
  id?: number;
  method?: string;
  params?: Params;
  result?: Params;
  error?: {message: string};
  sessionId?: string;
}

/** One DevTools connection to the browser, with flat sessions. */
class Connection {
  private nextId = 0;
  private readonly pending = new Map<number, {resolve: (result: Params) => void; reject: (error: Error) => void}>();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Message;
      if (message.id !== undefined) {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(message.error.message));
        else waiting?.resolve(message.result ?? {});
        return;
      }
      for (const listener of this.listeners.get(message.method ?? '') ?? [])
        listener(message.params ?? {}, message.sessionId);
    });
  }

  /** Sends a command; a command whose page goes away (a navigation, a prerender's activation) may get no answer. */
  send(method: string, params: Params = {}, sessionId?: string, timeoutMs = 10_000 * cpuSlowdown()): Promise<Params> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method}: no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          then(value);
        };
      this.pending.set(id, {resolve: settle(resolve), reject: settle(reject)});
      this.socket.send(JSON.stringify({id, method, params, ...(sessionId && {sessionId})}));
    });
  }

  on(method: string, listener: Listener): () => void {
    const set = this.listeners.get(method) ?? new Set();
    set.add(listener);
    this.listeners.set(method, set);
    return () => set.delete(listener);
  }
}

/** A page target of the tab: the one shown, or a prerendered one. */
export interface PageTarget {
  readonly targetId: string;
  readonly sessionId: string;
  readonly subtype: string;
}

/** A screencast frame of a page target, decoded: its pixels and when it was painted (seconds since the epoch). */
export interface Frame {
  readonly timestamp: number;
  readonly width: number;
  readonly height: number;
  /** RGBA, row by row. */
  readonly pixels: Uint8Array;
}

/** What the DevTools protocol answers when the page it was asked about went away mid-request. */
const NAVIGATED = /Inspected target navigated or closed|Execution context was destroyed|Cannot find context/;

export class Tab {
  /** The page targets attached, in order; a prerendered page appears here before it is activated. */
  readonly pages: PageTarget[] = [];

  private constructor(
    private readonly process: ChildProcess,
    private readonly userDataDir: string,
    private readonly connection: Connection,
    private readonly tabSession: string,
  ) {
    connection.on('Target.attachedToTarget', (params, sessionId) => {
      if (sessionId !== this.tabSession) return;
      const info = params.targetInfo as {targetId: string; type: string; subtype?: string};
      if (info.type !== 'page') return;
      const page = {targetId: info.targetId, sessionId: params.sessionId as string, subtype: info.subtype ?? ''};
      this.pages.push(page);
      // Each page target is held until it is set up: its screencast then starts with its first frame.
      // A prerender the browser drops at once goes before it is set up: that is no error.
      this.setUp(page).catch((error: Error) => {
        if (!this.detached.has(page.targetId)) this.errors.push(`${page.targetId}: ${error.message}`);
      });
    });
    connection.on('Target.detachedFromTarget', (params, sessionId) => {
      if (sessionId === this.tabSession) this.detached.add(params.targetId as string);
    });
    // Which URL each prerendered page loads, and which one the tab activates (its subtype then goes).
    connection.on('Target.targetInfoChanged', (params) => {
      const info = params.targetInfo as {targetId: string; subtype?: string; url: string};
      const page = this.pages.find((each) => each.targetId === info.targetId);
      if (!page || page.subtype !== 'prerender') return;
      if (info.subtype === 'prerender') this.prerenderedUrls.set(info.targetId, info.url);
      else if (!this.activated.has(page.targetId)) {
        this.activated.add(page.targetId);
        // A prerendered page paints no frame until it is shown: its screencast starts over once it is.
        if (this.screencasting) void this.startActivatedScreencast(page);
      }
    });
  }

  private readonly detached = new Set<string>();
  private readonly activated = new Set<string>();
  private readonly prerenderedUrls = new Map<string, string>();

  private readonly frames = new Map<string, Frame[]>();
  /** What went wrong setting up a page target. */
  readonly errors: string[] = [];
  private screencasting = false;

  /** Starts Chromium with a viewport of this size and attaches to its first tab. */
  static async open(viewport: {width: number; height: number}): Promise<Tab> {
    const userDataDir = mkdtempSync(join(tmpdir(), 'folio-tab-'));
    const browser = spawn(
      chromiumExecutable(),
      [
        ...chromiumArgs,
        '--headless=new',
        `--window-size=${viewport.width},${viewport.height}`,
        `--user-data-dir=${userDataDir}`,
        '--remote-debugging-port=0',
        'about:blank',
      ],
      // A process group of its own: closing the tab stops Chromium's helper processes too.
      {stdio: ['ignore', 'ignore', 'pipe'], detached: true},
    );
    const endpoint = await new Promise<string>((resolve, reject) => {
      let output = '';
      browser.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      browser.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened:\n${output}`)));
    });
    const socket = new WebSocket(endpoint, {perMessageDeflate: false});
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const connection = new Connection(socket);
    const {targetInfos} = (await connection.send('Target.getTargets', {filter: [{type: 'tab'}]})) as {
      targetInfos: {targetId: string}[];
    };
    const {sessionId} = (await connection.send('Target.attachToTarget', {
      targetId: targetInfos[0]!.targetId,
      flatten: true,
    })) as {sessionId: string};
    const tab = new Tab(browser, userDataDir, connection, sessionId);
    // Without it, a prerendered page's target says nothing of the URL it loads.
    await connection.send('Target.setDiscoverTargets', {discover: true});
    await connection.send(
      'Target.setAutoAttach',
      {autoAttach: true, waitForDebuggerOnStart: false, flatten: true},
      sessionId,
    );
    await tab.waitFor(() => tab.pages.length > 0, 'the tab’s page');
    return tab;
  }

  private async setUp(page: PageTarget): Promise<void> {
    const slowdown = cpuSlowdown();
    if (slowdown > 1) await this.connection.send('Emulation.setCPUThrottlingRate', {rate: slowdown}, page.sessionId);
    await this.connection.send('Page.enable', {}, page.sessionId);
    await this.connection.send('Runtime.enable', {}, page.sessionId);
    if (this.screencasting) await this.startScreencastOn(page);
    await this.connection.send('Runtime.runIfWaitingForDebugger', {}, page.sessionId);
  }

  /** Whether the tab shows or showed this page target: not a prerender waiting for its activation. */
  private shown(page: PageTarget): boolean {
    return page.subtype !== 'prerender' || this.activated.has(page.targetId);
  }

  /** The page target the tab shows: the last one attached and still attached that is not a prerender in waiting. */
  get page(): PageTarget {
    return this.pages.filter((page) => this.shown(page) && !this.detached.has(page.targetId)).at(-1)!;
  }

  send(method: string, params: Params = {}, page: PageTarget = this.page): Promise<Params> {
    return this.connection.send(method, params, page.sessionId);
  }

  /** The value of an expression in the page the tab shows. */
  async evaluate<T>(expression: string, page: PageTarget = this.page): Promise<T> {
    const {result, exceptionDetails} = (await this.send(
      'Runtime.evaluate',
      {expression, returnByValue: true, awaitPromise: true},
      page,
    )) as {
      result: {value: T};
      exceptionDetails?: {text: string};
    };
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
    return result.value;
  }

  async waitFor(
    condition: () => boolean | Promise<boolean>,
    what: string,
    timeoutMs = 15_000 * cpuSlowdown(),
  ): Promise<void> {
    const started = Date.now();
    // A page that navigates (or a prerendered one taking its place) while the condition is read answers nothing: ask again.
    const holds = async () => {
      try {
        return await condition();
      } catch (error) {
        if (NAVIGATED.test((error as Error).message)) return false;
        throw error;
      }
    };
    while (!(await holds())) {
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Loads a URL and waits until the app has taken over the page (tests/e2e/support/app-ready.ts). */
  async goto(url: string): Promise<void> {
    await this.send('Page.navigate', {url});
    await this.waitForApp(url);
  }

  /**
   * Waits until the tab shows `url`'s page, with its app started. Within an app the address changes before the new
   * route renders (Docusaurus keeps the old page until the new one's chunks are loaded), so the page shown is told by
   * its canonical link.
   */
  async waitForApp(url: string | RegExp): Promise<void> {
    const matches = (href: string) => (typeof url === 'string' ? href === url : url.test(href));
    await this.waitFor(async () => {
      try {
        return await this.evaluate<boolean>(`document.readyState !== 'loading' && ${APP_STARTED} && ${RENDERED_HERE}`).then(
          async (ready) => ready && matches(await this.evaluate<string>('location.href')),
        );
      } catch {
        return false;
      }
    }, `${url} with its app`);
  }

  /** The centre of the first element matching `selector`, scrolled into view and under the pointer there. */
  async centreOf(selector: string): Promise<{x: number; y: number}> {
    let centre: {x: number; y: number} | null = null;
    // A page just shown may still restore its scroll position after the element was scrolled to: the point is taken
    // once the element is what is there, two frames after scrolling to it.
    await this.waitFor(async () => {
      centre = await this.evaluate<{x: number; y: number} | null>(`new Promise((resolve, reject) => {
        const element = document.querySelector(${JSON.stringify(selector)});
        if (!element) return reject(new Error('no element matches ${selector.replace(/'/g, "\\'")}'));
        element.scrollIntoView({block: 'center'});
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const box = element.getBoundingClientRect();
          const x = box.x + box.width / 2;
          const y = box.y + box.height / 2;
          resolve(element.contains(document.elementFromPoint(x, y)) ? {x, y} : null);
        }));
      })`);
      return centre !== null;
    }, `${selector} on screen`);
    return centre!;
  }

  async hover({x, y}: {x: number; y: number}): Promise<void> {
    await this.send('Input.dispatchMouseEvent', {type: 'mouseMoved', x, y});
  }

  /** Presses and releases the left button; returns when the press was sent, in milliseconds since the epoch. */
  async click({x, y}: {x: number; y: number}): Promise<number> {
    const pressedAt = Date.now();
    await this.send('Input.dispatchMouseEvent', {type: 'mousePressed', x, y, button: 'left', clickCount: 1});
    await this.send('Input.dispatchMouseEvent', {type: 'mouseReleased', x, y, button: 'left', clickCount: 1});
    return pressedAt;
  }

  /**
   * Whether a page of `url` has been prerendered to the end, not shown yet: its document loaded and its app started,
   * as when the pointer has rested on the link long enough. A press before then activates a page still loading.
   */
  async prerendered(url: string): Promise<boolean> {
    const targetId = [...this.prerenderedUrls].find(([, each]) => each === url)?.[0];
    const page = this.pages.find((each) => each.targetId === targetId);
    if (!page || this.shown(page)) return false;
    return this.evaluate<boolean>(`document.readyState === 'complete' && ${APP_STARTED}`, page);
  }

  /** Screencasts every page target of the tab, the ones attached later too, from now on. */
  async startScreencast(): Promise<void> {
    this.screencasting = true;
    this.connection.on('Page.screencastFrame', (params, sessionId) => {
      const page = this.pages.find((each) => each.sessionId === sessionId);
      if (!page) return;
      const metadata = params.metadata as {timestamp: number};
      const frames = this.frames.get(page.targetId) ?? [];
      frames.push({timestamp: metadata.timestamp, ...decodePng(Buffer.from(params.data as string, 'base64'))});
      this.frames.set(page.targetId, frames);
      void this.connection
        .send('Page.screencastFrameAck', {sessionId: params.sessionId}, sessionId)
        .catch(() => undefined);
    });
    for (const page of this.pages) await this.startScreencastOn(page);
  }

  private async startScreencastOn(page: PageTarget): Promise<void> {
    await this.connection
      .send('Page.startScreencast', {format: 'png', everyNthFrame: 1}, page.sessionId)
      .catch(() => undefined);
  }

  /**
   * Starts the screencast of a prerendered page just activated, until it has sent a frame. Chromium sends a first frame
   * when a screencast starts on a page that is visible; an activated page may not be yet when its target says it was
   * activated, and a page that paints nothing new afterwards then sends none at all (seen: 1 run in 11).
   */
  private async startActivatedScreencast(page: PageTarget): Promise<void> {
    const before = this.frames.get(page.targetId)?.length ?? 0;
    const painted = () => (this.frames.get(page.targetId)?.length ?? 0) > before;
    for (let attempt = 0; attempt < 10 && !this.detached.has(page.targetId); attempt++) {
      if (attempt > 0) await this.connection.send('Page.stopScreencast', {}, page.sessionId).catch(() => undefined);
      await this.startScreencastOn(page);
      const sent = await this.waitFor(painted, 'a frame', 500 * cpuSlowdown()).then(
        () => true,
        () => false,
      );
      if (sent) return;
    }
  }

  /** The frames the tab showed: every shown page's, in the order they were painted. Prerendered pages paint unseen. */
  shownFrames(): Frame[] {
    const shown = this.pages.filter((page) => this.shown(page));
    return shown.flatMap((page) => this.frames.get(page.targetId) ?? []).sort((a, b) => a.timestamp - b.timestamp);
  }

  async close(): Promise<void> {
    const exited =
      this.process.exitCode !== null || this.process.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => this.process.once('exit', resolve));
    try {
      process.kill(-this.process.pid!, 'SIGKILL');
    } catch {
      // Gone already.
    }
    await exited;
    rmSync(this.userDataDir, {recursive: true, force: true, maxRetries: 10, retryDelay: 100});
  }
}

/** The pixels of a PNG as Chromium's screencast writes it: 8-bit RGB or RGBA, not interlaced. */
export function decodePng(png: Buffer): {width: number; height: number; pixels: Uint8Array} {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const chunk = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
      const [depth, colour, , , interlace] = [chunk[8], chunk[9], chunk[10], chunk[11], chunk[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0)
        throw new Error(`PNG: unsupported format (depth ${depth}, colour ${colour})`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(chunk);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[y * stride + x - channels]! : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? rows[(y - 1) * stride + x - channels]! : 0;
      const byte = line[x]!;
      let value: number;
      if (filter === 0) value = byte;
      else if (filter === 1) value = byte + left;
      else if (filter === 2) value = byte + up;
      else if (filter === 3) value = byte + ((left + up) >> 1);
      else {
        const estimate = left + up - upLeft;
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        value = byte + (a <= b && a <= c ? left : b <= c ? up : upLeft);
      }
      rows[y * stride + x] = value & 0xff;
    }
  }
  if (channels === 4) return {width, height, pixels: rows};
  const rgba = new Uint8Array(width * height * 4);
  for (let index = 0; index < width * height; index++) {
    rgba.set(rows.subarray(index * 3, index * 3 + 3), index * 4);
    rgba[index * 4 + 3] = 255;
  }
  return {width, height, pixels: rgba};
}

/**
 * The share of a frame's pixels, inside `box` (fractions of its width and height), that differ from the box's most
 * common colour: near 0 where the box shows nothing but background.
 */
export function inkShare(frame: Frame, box: {left: number; top: number; right: number; bottom: number}): number {
  const counts = new Map<number, number>();
  const colours: number[] = [];
  const [x0, x1] = [Math.floor(box.left * frame.width), Math.floor(box.right * frame.width)];
  const [y0, y1] = [Math.floor(box.top * frame.height), Math.floor(box.bottom * frame.height)];
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      const at = (y * frame.width + x) * 4;
      // Colours to 4 bits a channel: anti-aliasing and compression noise stay one colour.
      const colour =
        ((frame.pixels[at]! >> 4) << 8) | ((frame.pixels[at + 1]! >> 4) << 4) | (frame.pixels[at + 2]! >> 4);
      colours.push(colour);
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
  }
  const background = Math.max(...counts.values());
  return colours.length === 0 ? 0 : 1 - background / colours.length;
}
