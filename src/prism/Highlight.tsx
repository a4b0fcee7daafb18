/**
 * prism-react-renderer's `Highlight` component and its helpers (MIT, https://github.com/FormidableLabs/prism-react-renderer,
 * version 2.4.1), bound to the slim Prism of ./prism.ts. They are written out here because the package ships as one
 * bundle that sets up all of its grammars as soon as anything is imported from it. The render output (class names,
 * line and token splitting, theme styles) is the package's, so server-rendered code blocks and the theme's
 * CodeBlock components see no difference.
 */
import {createElement, useCallback, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';

import Prism from './prism';

type PrismLib = typeof Prism;

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

type ThemeDictionary = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};

interface LineInputProps {
  line: Token[];
  className?: string;
  style?: CSSProperties;
  [otherProp: string]: unknown;
}

interface TokenInputProps {
  token: Token;
  className?: string;
  style?: CSSProperties;
  [otherProp: string]: unknown;
}

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => Record<string, unknown> & {className: string; style?: CSSProperties};
  getTokenProps: (
    input: TokenInputProps,
  ) => Record<string, unknown> & {className: string; style?: CSSProperties; children: string};
}

export interface HighlightProps {
  code: string;
  language: string;
  theme?: PrismTheme;
  prism?: PrismLib;
  children: (props: RenderProps) => ReactNode;
}

/** How code splits into lines, here and wherever lines are matched with these tokens' lines. */
export const newlinePattern = /\r\n|\r|\n/;

function normalizeEmptyLines(line: Token[]): void {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

function appendTypes(types: string[], add: string | string[]): string[] {
  return types.length > 0 && types[types.length - 1] === add ? types : types.concat(add);
}

/** Prism's nested token tree, flattened into lines of tokens that each carry all their nested types. */
export function normalizeTokens(tokens: ReadonlyArray<string | Prism.Token>): Token[][] {
  const typeStack: string[][] = [[]];
  const tokenStack: ReadonlyArray<string | Prism.Token>[] = [tokens];
  const indexStack = [0];
  const sizeStack = [tokens.length];
  let stackIndex = 0;
  let currentLine: Token[] = [];
  const lines = [currentLine];

  while (stackIndex > -1) {
    let index: number;
    while ((index = indexStack[stackIndex]++) < sizeStack[stackIndex]) {
      let types = typeStack[stackIndex];
      const token = tokenStack[stackIndex][index];
      let content: Prism.TokenStream;
      if (typeof token === 'string') {
        types = stackIndex > 0 ? types : ['plain'];
        content = token;
      } else {
        types = appendTypes(types, token.type);
        if (token.alias) types = appendTypes(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        const nested = Array.isArray(content) ? content : [content];
        stackIndex++;
        typeStack.push(types);
        tokenStack.push(nested);
        indexStack.push(0);
        sizeStack.push(nested.length);
        continue;
      }
      const parts = content.split(newlinePattern);
      currentLine.push({types, content: parts[0]});
      for (let part = 1; part < parts.length; part++) {
        normalizeEmptyLines(currentLine);
        lines.push((currentLine = []));
        currentLine.push({types, content: parts[part]});
      }
    }
    stackIndex--;
    typeStack.pop();
    tokenStack.pop();
    indexStack.pop();
    sizeStack.pop();
  }
  normalizeEmptyLines(currentLine);
  return lines;
}

interface TokenizeInput {
  prism: PrismLib;
  code: string;
  grammar: Prism.Grammar | undefined;
  language: string;
}

/** Lines of tokens, with Prism's tokenize hooks run as prism-react-renderer runs them. */
export function tokenize({prism, code, grammar, language}: TokenizeInput): Token[][] {
  if (grammar == null) return normalizeTokens([code]);
  const environment = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  prism.hooks.run('before-tokenize', environment);
  environment.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', environment);
  return normalizeTokens(environment.tokens);
}

export function useTokenize({prism, code, grammar, language}: TokenizeInput): Token[][] {
  return useMemo(() => tokenize({prism, code, grammar, language}), [code, grammar, language, prism]);
}

function themeToDict(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary = theme.styles.reduce<Record<string, CSSProperties>>((styles, {languages, style, types}) => {
    if (languages && !languages.includes(language as never)) return styles;
    for (const type of types) styles[type] = {...styles[type], ...(style as CSSProperties)};
    return styles;
  }, {});
  return {
    ...dictionary,
    root: theme.plain as CSSProperties,
    plain: {...(theme.plain as CSSProperties), backgroundColor: undefined},
  };
}

function useGetLineProps(themeDictionary: ThemeDictionary): RenderProps['getLineProps'] {
  return useCallback(
    ({className, style, ...rest}: LineInputProps) => {
      // The line's tokens are for the caller, not an attribute of the element.
      const attributes: Record<string, unknown> = {...rest};
      delete attributes.line;
      const output: ReturnType<RenderProps['getLineProps']> = {...attributes, className: clsx('token-line', className)};
      output.style = themeDictionary.plain;
      if (typeof style === 'object') output.style = {...output.style, ...style};
      return output;
    },
    [themeDictionary],
  );
}

function useGetTokenProps(themeDictionary: ThemeDictionary): RenderProps['getTokenProps'] {
  const styleForToken = useCallback(
    ({types, empty}: Token): CSSProperties | undefined => {
      if (types.length === 1 && types[0] === 'plain') return empty != null ? {display: 'inline-block'} : undefined;
      if (types.length === 1 && empty != null) return themeDictionary[types[0]];
      return Object.assign(
        empty != null ? {display: 'inline-block'} : {},
        ...types.map((type) => themeDictionary[type]),
      );
    },
    [themeDictionary],
  );
  return useCallback(
    ({token, className, style, ...rest}: TokenInputProps) => {
      const output: ReturnType<RenderProps['getTokenProps']> = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: styleForToken(token),
      };
      if (style != null) output.style = {...output.style, ...style};
      return output;
    },
    [styleForToken],
  );
}

const DEFAULT_THEME: PrismTheme = {plain: {}, styles: []};

function HighlightWithPrism({
  children,
  language: requestedLanguage,
  code,
  theme,
  prism,
}: Required<HighlightProps>): ReactNode {
  const language = requestedLanguage.toLowerCase();
  const themeDictionary = themeToDict(theme, language);
  const getLineProps = useGetLineProps(themeDictionary);
  const getTokenProps = useGetTokenProps(themeDictionary);
  const grammar = prism.languages[language];
  const tokens = useTokenize({prism, language, code, grammar});
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: themeDictionary.root,
    getLineProps,
    getTokenProps,
  });
}

export function Highlight(props: HighlightProps): ReactNode {
  return createElement(HighlightWithPrism, {
    ...props,
    prism: props.prism ?? Prism,
    theme: props.theme ?? DEFAULT_THEME,
  });
}
