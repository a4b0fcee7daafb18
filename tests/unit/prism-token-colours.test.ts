import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {before, test} from 'node:test';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism, type PrismTheme, type Token} from 'prism-react-renderer';

import config from '../../docusaurus.config';
import {blockColourCss, codeThemesOf, tokenColourClasses, tokenColourCss, type CodeThemes} from '../../src/prism/tokenColours';

const ROOT = join(import.meta.dirname, '../..');
const themes = codeThemesOf((config.themeConfig as {prism: {theme: PrismTheme; darkTheme: PrismTheme}}).prism);

// The grammar the config adds (theme-classic loads it into the same Prism in the browser).
before(async () => {
  (globalThis as {Prism?: unknown}).Prism = Prism;
  await import('prismjs/components/prism-bash.js');
});

/**
 * Every fenced code block of the guides and the blog, the schema, and this repo's GraphQL modules for the TypeScript
 * of the operation pages' typed snippets: the site's code in each of its languages.
 */
function codeSamples(): {where: string; language: string; code: string}[] {
  const samples = [{where: 'schema.graphql', language: 'graphql', code: readFileSync(join(ROOT, 'schema.graphql'), 'utf8')}];
  for (const name of readdirSync(join(ROOT, 'src/graphql')).filter((file) => file.endsWith('.ts')))
    samples.push({where: `src/graphql/${name}`, language: 'typescript', code: readFileSync(join(ROOT, 'src/graphql', name), 'utf8')});
  for (const dir of ['docs', 'blog']) {
    const markdown = readdirSync(join(ROOT, dir), {recursive: true, encoding: 'utf8'}).filter((name) => /\.mdx?$/.test(name));
    for (const file of markdown.map((name) => join(ROOT, dir, name))) {
      const fence = /^(\s*)```([\w-]+)[^\n]*\n([\s\S]*?)^\1```/gm;
      for (const match of readFileSync(file, 'utf8').matchAll(fence))
        samples.push({where: relative(ROOT, file), language: match[2], code: match[3]});
    }
  }
  return samples;
}

interface StyledToken {
  readonly types: readonly string[];
  readonly empty: boolean;
  readonly style: Record<string, unknown>;
}

/** The tokens of a code sample and the inline style prism-react-renderer gives each with a theme. */
function styledTokens(theme: PrismTheme, language: string, code: string): StyledToken[] {
  const found: StyledToken[] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      code,
      language,
      prism: Prism,
      children: ({tokens, getTokenProps}) => {
        for (const token of tokens.flat() as (Token & {empty?: boolean})[])
          found.push({types: token.types, empty: token.empty === true, style: {...getTokenProps({token}).style}});
        return null;
      },
    }),
  );
  return found;
}

/** The declarations each class of the stylesheet sets in a mode. */
function rulesOf(css: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  for (const [, mode, name, property, value] of css.matchAll(/^\[data-theme='(\w+)'\] \.([\w-]+)\{([\w-]+):([^}]+)\}$/gm)) {
    const key = `${mode} ${name}`;
    rules.set(key, {...rules.get(key), [property]: value});
  }
  return rules;
}

/** What the classes of a token of these types set in a mode, as prism-react-renderer's camel-cased style. */
function classStyle(rules: Map<string, Record<string, string>>, mode: keyof CodeThemes, types: readonly string[]): Record<string, string> {
  const style: Record<string, string> = {};
  for (const name of tokenColourClasses(themes, types).split(' ').filter(Boolean)) {
    const declarations = rules.get(`${mode} ${name}`);
    if (!declarations) continue;
    for (const [property, value] of Object.entries(declarations))
      style[property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return style;
}

test('every token of the site’s code gets, by its classes, the style Prism gives it inline, in both colour modes', () => {
  const rules = rulesOf(tokenColourCss(themes));
  const samples = codeSamples();
  const languages = new Set(samples.map((sample) => sample.language));
  for (const language of ['graphql', 'json', 'bash', 'typescript']) assert.ok(languages.has(language), `the site has ${language} code`);
  let compared = 0;
  let nested = 0;
  for (const {where, language, code} of samples) {
    for (const mode of ['light', 'dark'] as const) {
      for (const token of styledTokens(themes[mode], language, code)) {
        if (token.empty) continue;
        const expected = Object.fromEntries(Object.entries(token.style).map(([property, value]) => [property, String(value)]));
        assert.deepEqual(classStyle(rules, mode, token.types), expected, `${where} (${language}), ${mode} mode: a token of types ${token.types.join(' ')}`);
        compared += 1;
        if (token.types.length > 1) nested += 1;
      }
    }
  }
  // The comparison covers tokens whose types each have a style of their own, where the order decides.
  assert.ok(compared > 10_000, `${compared} tokens compared`);
  assert.ok(nested > 100, `${nested} tokens of nested types compared`);
});

test('the innermost type sets a property two of a token’s types set, as in Prism; a type without a style gets no class', () => {
  const theme = (styles: PrismTheme['styles']): PrismTheme => ({plain: {color: '#000000'}, styles});
  const pair: CodeThemes = {
    light: theme([
      {types: ['tag'], style: {color: '#111111', fontStyle: 'italic'}},
      {types: ['punctuation'], style: {color: '#222222'}},
    ]),
    dark: theme([{types: ['punctuation'], style: {color: '#333333', opacity: 0.7}}]),
  };
  assert.equal(tokenColourClasses(pair, ['tag', 'punctuation']), 'lc-punctuation lfs-tag dc-punctuation do-punctuation');
  assert.equal(tokenColourClasses(pair, ['punctuation', 'tag']), 'lc-tag lfs-tag dc-punctuation do-punctuation');
  assert.equal(tokenColourClasses(pair, ['class-name']), '');
  assert.equal(
    tokenColourCss(pair),
    [
      "[data-theme='light'] .lc-tag{color:#111111}",
      "[data-theme='light'] .lfs-tag{font-style:italic}",
      "[data-theme='light'] .lc-punctuation{color:#222222}",
      "[data-theme='dark'] .dc-punctuation{color:#333333}",
      "[data-theme='dark'] .do-punctuation{opacity:0.7}",
      '',
    ].join('\n'),
  );
});

test('a theme the classes cannot express fails the build, saying why', () => {
  const plain = {color: '#000000'};
  const dark: PrismTheme = {plain, styles: []};
  assert.throws(
    () => tokenColourCss({light: {plain, styles: [{types: ['tag'], languages: ['markup'], style: {color: '#111111'}}]}, dark}),
    /light code theme styles tag for some languages only \(markup\)/,
  );
  assert.throws(
    () => tokenColourCss({light: {plain, styles: [{types: ['tag'], style: {fontStyle: 'italic', fontSize: '1em'} as never}]}, dark}),
    /properties fontStyle and fontSize would share the class prefix "lfs-"/,
  );
  assert.throws(() => codeThemesOf({theme: dark}), /names no theme or no darkTheme/);
});

test('each mode’s plain colours of a block come from the stylesheet, over the served mode’s inline ones', () => {
  const pair: CodeThemes = {
    light: {plain: {color: '#393A34', backgroundColor: '#f6f8fa'}, styles: []},
    dark: {plain: {color: '#F8F8F2', backgroundColor: '#282A36'}, styles: []},
  };
  assert.equal(
    blockColourCss(pair),
    [
      "[data-theme='light'] .theme-code-block{--prism-color:#393A34!important;--prism-background-color:#f6f8fa!important}",
      "[data-theme='light'] .theme-code-block pre{color:#393A34!important;background-color:#f6f8fa!important}",
      "[data-theme='dark'] .theme-code-block{--prism-color:#F8F8F2!important;--prism-background-color:#282A36!important}",
      "[data-theme='dark'] .theme-code-block pre{color:#F8F8F2!important;background-color:#282A36!important}",
      '',
    ].join('\n'),
  );
  assert.throws(
    () => blockColourCss({...pair, dark: {plain: {color: '#F8F8F2'}, styles: []}}),
    /dark code theme's plain colours must both be colours this can write as CSS, not "undefined"/,
  );
});
