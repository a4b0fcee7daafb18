/**
 * Serves the production build the way a static host/CDN does: clean URLs, gzip, a real 404 status,
 * and the response headers of `build/_headers` (the deployment headers file, CSP included).
 * Used by the end-to-end tests, the link crawl and the benchmark; `npm run serve` uses it too.
 *
 *   tsx scripts/serve.ts [--dir build] [--port 3000] [--host 127.0.0.1]   (`npm run serve -- --port 4000`)
 */
import {createServer, type Server} from 'node:http';
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, normalize, resolve, sep} from 'node:path';
import {pipeline} from 'node:stream';
import {createGzip} from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {parseHeadersFile, headersForPath, type HeaderRule} from './headers-file';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xslt+xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.graphql': 'application/graphql; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
};

// Binary formats that are already compressed gain nothing from gzip.
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.xsl',
  '.svg',
  '.txt',
  '.md',
  '.graphql',
  '.map',
  '.ttf',
]);

export interface ServeOptions {
  readonly dir: string;
  readonly port: number;
  readonly host: string;
}

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

function resolveFile(root: string, urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const base = join(root, relative);
  if (base !== root && !base.startsWith(root + sep)) return undefined; // path traversal
  const candidates = decoded.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

export function startServer({dir, port, host}: ServeOptions): Promise<RunningServer> {
  const root = resolve(dir);
  const notFoundPage = join(root, '404.html');
  const headersFile = join(root, '_headers');
  // Read again whenever a build rewrites the file: its CSP holds the hashes of the pages' inline scripts, so stale
  // headers would block the script loader of every rebuilt page.
  let rules: HeaderRule[] = [];
  let rulesVersion: number | undefined;
  const currentRules = (): HeaderRule[] => {
    const version = existsSync(headersFile) ? statSync(headersFile).mtimeMs : undefined;
    if (version !== rulesVersion) {
      rulesVersion = version;
      rules = version === undefined ? [] : parseHeadersFile(readFileSync(headersFile, 'utf8'));
    }
    return rules;
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    let file: string | undefined;
    try {
      file = resolveFile(root, url.pathname);
    } catch {
      file = undefined; // malformed percent-encoding
    }
    const status = file ? 200 : 404;
    const served = file ?? notFoundPage;
    const extension = extname(served);
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': served.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...headersForPath(currentRules(), url.pathname),
    };
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const source = createReadStream(served);
    const onDone = (error: NodeJS.ErrnoException | null) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') response.destroy(error);
    };
    if (gzip) pipeline(source, createGzip({level: 6}), response, onDone);
    else pipeline(source, response, onDone);
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** An option's value; given more than once, the last one counts, as in most command-line tools. */
function readFlag(args: readonly string[], name: string, fallback: string): string {
  const index = args.lastIndexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dir = readFlag(args, 'dir', 'build');
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No production build in ${dir}/. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const running = await startServer({
    dir,
    port: Number(readFlag(args, 'port', process.env.PORT ?? '3000')),
    host: readFlag(args, 'host', '127.0.0.1'),
  });
  console.log(`Serving ${dir}/ at ${running.url}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
