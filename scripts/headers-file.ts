/**
 * Reads the static-host `_headers` format (Netlify, Cloudflare Pages): a path pattern on its own line,
 * then indented `Name: value` lines. `*` in a pattern matches any run of characters.
 */
export interface HeaderRule {
  readonly pattern: RegExp;
  readonly headers: Readonly<Record<string, string>>;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: {pattern: RegExp; headers: Record<string, string>}[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: patternToRegExp(line.trim()), headers: {}});
      continue;
    }
    const separator = line.indexOf(':');
    const current = rules.at(-1);
    if (!current || separator < 0) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path pattern`);
    }
    current.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(path)).map((rule) => rule.headers));
}
