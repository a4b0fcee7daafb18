import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {createElement, type CSSProperties} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type PrismTheme} from 'prism-react-renderer';

import config from '../../docusaurus.config';
import {Prism} from '../../src/prism';
import {codeLinesHtml, tokenizeLines} from '../../src/prism/linesHtml';
import {prismThemeCss} from '../../src/prism/themeCss';
import {contentFiles, fencedBlocks} from './support/content';

const ROOT = join(import.meta.dirname, '../..');
const {theme: lightTheme, darkTheme} = (config.themeConfig as {prism: {theme: PrismTheme; darkTheme: PrismTheme}})
  .prism;
const THEMES = {light: lightTheme, dark: darkTheme} as const;

/** Every fenced code block of the guides and posts, with the languages Prism highlights. */
function siteCodeBlocks(): {where: string; language: string; code: string}[] {
  return contentFiles().flatMap((file) =>
    fencedBlocks(readFileSync(join(ROOT, file), 'utf8'))
      .filter((block) => Prism.languages[block.lang])
      .map((block) => ({where: `${file}:${block.fenceLine}`, language: block.lang, code: block.content})),
  );
}

type Declarations = Map<string, string>;
interface Rule {
  mode: string;
  language?: string;
  type: string;
  specificity: number;
  declarations: Declarations;
}

/** The token rules of the generated stylesheet, one per selector. */
function parseTokenRules(css: string): Rule[] {
  const rules: Rule[] = [];
  for (const [, selectorList, body] of css.matchAll(/([^{}\n]+)\{([^}]*)\}/g)) {
    const declarations: Declarations = new Map(
      body.split(';').map((declaration) => declaration.split(':').map((part) => part.trim()) as [string, string]),
    );
    for (const selector of selectorList.split(',')) {
      const match = /^\[data-theme='(light|dark)'\](?: \.language-([\w-]+))? \.token\.([\w-]+)$/.exec(selector.trim());
      if (!match) continue;
      const [, mode, language, type] = match;
      rules.push({mode, language, type, specificity: language ? 4 : 3, declarations});
    }
  }
  return rules;
}

/** A browser's cascade over those rules for a token of the given types inside a code block of `language`. */
function cascade(rules: Rule[], mode: string, language: string, types: readonly string[]): Record<string, string> {
  const matching = rules
    .map((rule, order) => ({rule, order}))
    .filter(
      ({rule}) => rule.mode === mode && types.includes(rule.type) && (!rule.language || rule.language === language),
    )
    .sort((a, b) => a.rule.specificity - b.rule.specificity || a.order - b.order);
  const result: Record<string, string> = {};
  for (const {rule} of matching) for (const [property, value] of rule.declarations) result[property] = value;
  return result;
}

function cssText(style: CSSProperties | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(style ?? {})
      .filter(([property, value]) => value !== undefined && property !== 'display')
      .map(([property, value]) => [property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), String(value)]),
  );
}

/** What prism-react-renderer (the package the theme uses) puts on each token as inline style. */
function inlineTokenStyles(
  code: string,
  language: string,
  theme: PrismTheme,
): {types: string[]; style: CSSProperties}[] {
  const collected: {types: string[]; style: CSSProperties}[] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      prism: Prism as never,
      children: ({tokens, getTokenProps}) => {
        for (const token of tokens.flat())
          collected.push({types: token.types, style: getTokenProps({token}).style ?? {}});
        return null;
      },
    }),
  );
  return collected;
}

const css = prismThemeCss(lightTheme, darkTheme);
const tokenRules = parseTokenRules(css);

test('the scan finds the site’s code blocks', () => {
  const blocks = siteCodeBlocks();
  assert.ok(blocks.length > 100, `${blocks.length} blocks`);
  assert.ok(new Set(blocks.map((block) => block.language)).has('graphql'));
});

for (const [mode, theme] of Object.entries(THEMES)) {
  test(`${mode} mode: every token of the site's code blocks gets prism-react-renderer's colours from the stylesheet`, () => {
    let compared = 0;
    for (const {where, language, code} of siteCodeBlocks()) {
      for (const {types, style} of inlineTokenStyles(code, language, theme)) {
        assert.deepEqual(
          cascade(tokenRules, mode, language, types),
          cssText(style),
          `${where}: token ${types.join(' ')}`,
        );
        compared += 1;
      }
    }
    assert.ok(compared > 1000, `${compared} tokens compared`);
  });

  test(`${mode} mode: the block's own colours are the theme's plain colours`, () => {
    const plain = theme.plain as {color: string; backgroundColor: string};
    assert.ok(
      css.includes(
        `[data-theme='${mode}']{--prism-color:${plain.color};--prism-background-color:${plain.backgroundColor}}`,
      ),
    );
  });
}

test('a rule scoped to a language only colours that language’s blocks', () => {
  const scoped = prismThemeCss(
    {
      plain: {color: '#000', backgroundColor: '#fff'},
      styles: [{types: ['keyword'], languages: ['json'], style: {color: 'red'}}],
    },
    {plain: {color: '#fff', backgroundColor: '#000'}, styles: []},
  );
  const rules = parseTokenRules(scoped);
  assert.deepEqual(cascade(rules, 'light', 'json', ['keyword']), {color: 'red'});
  assert.deepEqual(cascade(rules, 'light', 'graphql', ['keyword']), {});
});

test('lines are the theme’s markup: a token-line per line, a span per token, a <br> at the end', () => {
  const html = codeLinesHtml({code: 'query {\n\n  me { id }\n}', language: 'graphql'});
  assert.equal(
    html,
    '<div class="token-line"><span class="token keyword">query</span><span class="token plain"> </span>' +
      '<span class="token punctuation">{</span><span class="token plain"></span><br></div>' +
      '<div class="token-line"><span class="token plain" style="display:inline-block"></span><br></div>' +
      '<div class="token-line"><span class="token plain">  </span><span class="token object">me</span>' +
      '<span class="token plain"> </span><span class="token punctuation">{</span><span class="token plain"> </span>' +
      '<span class="token property">id</span><span class="token plain"> </span><span class="token punctuation">}</span>' +
      '<span class="token plain"></span><br></div>' +
      '<div class="token-line"><span class="token plain"></span><span class="token punctuation">}</span><br></div>',
  );
});

test('code is escaped, not interpreted', () => {
  const code = 'const html = "<img src=x onerror=alert(1)>" && a < b && c > d; // &amp;';
  const html = codeLinesHtml({code, language: 'javascript'});
  assert.ok(!html.includes('<img'), html);
  const text = html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  assert.equal(text, code);
});

test('highlighted and numbered lines carry the theme’s classes', () => {
  const html = codeLinesHtml({
    code: 'a\nb',
    language: 'text',
    lineClassNames: {1: ['theme-code-block-highlighted-line']},
    lineNumbers: {codeLine: 'codeLine_x', codeLineNumber: 'codeLineNumber_x', codeLineContent: 'codeLineContent_x'},
  });
  assert.equal(
    html,
    '<div class="token-line codeLine_x"><span class="codeLineNumber_x"></span><span class="codeLineContent_x">' +
      '<span class="token plain">a</span></span><br></div>' +
      '<div class="token-line theme-code-block-highlighted-line codeLine_x"><span class="codeLineNumber_x"></span>' +
      '<span class="codeLineContent_x"><span class="token plain">b</span></span><br></div>',
  );
});

test('lines split as prism-react-renderer splits them', () => {
  for (const {where, language, code} of siteCodeBlocks().slice(0, 50)) {
    const lines = tokenizeLines(code, language);
    assert.equal(lines.length, code.split(/\r\n|\r|\n/).length, where);
  }
});
