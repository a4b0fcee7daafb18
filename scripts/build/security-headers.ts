import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {site} from '../../src/site';

/**
 * Writes build/_headers (the static-host format of Netlify and Cloudflare Pages, also applied by
 * scripts/serve.ts) with a Content-Security-Policy the site actually satisfies. Scripts are allowed by
 * origin plus the SHA-256 of each inline script found in the built HTML, so no 'unsafe-inline' is needed
 * for scripts; the list is recomputed on every build.
 */
export const HEADERS_FILE = '_headers';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

// Data blocks (JSON-LD, for instance) are not executed, so CSP does not govern them. Speculation Rules are not
// executed either, but CSP governs them as scripts (src/plugins/other-apps/): their hash allows them.
const EXECUTABLE_TYPE = /^(|text\/javascript|module|application\/javascript|speculationrules)$/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (!body || !EXECUTABLE_TYPE.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const api = [new URL(site.apiHttpEndpoint).origin, new URL(site.apiWsEndpoint).origin];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React style props, Monaco and the search panel set inline styles; they cannot be hashed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    // The playground's live mode is the only thing that talks to the API.
    `connect-src 'self' ${api.join(' ')}`,
    // Monaco's language workers are bundled files; GraphiQL may also start them from blob: URLs.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Writes the headers file for the pages in `outDir`, with the hashes of their inline scripts. */
export function writeHeadersFile(outDir: string): void {
  const hashes = new Set<string>();
  for (const file of htmlFiles(outDir)) {
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  const headers = [
    '# Generated at build time by scripts/build/security-headers.ts.',
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy([...hashes].sort())}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Frame-Options: DENY',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()',
    '',
  ].join('\n');
  writeFileSync(join(outDir, HEADERS_FILE), headers);
}
