/**
 * Code tokens coloured by class names from one stylesheet instead of a `style` attribute on each token.
 *
 * prism-react-renderer gives every token the style its theme names for the token's types, merged in their order (the
 * innermost type last, so it wins). A long guide has a couple of thousand tokens; a `style` attribute on each is
 * parsed as a declaration block of its own and keeps the browser from sharing one computed style between like
 * tokens, which made up much of the page's blocking time on a phone (maintainers/performance.md). Here a token
 * gets, for each colour mode and each property the theme sets on it, a class naming the type that sets it
 * (`dc-punctuation`: in dark mode, the colour is punctuation's), and the stylesheet holds one rule per theme, type and
 * property. Which type wins is decided here with the theme's own merge order, so the cascade never has to.
 */
import type {PrismTheme} from 'prism-react-renderer';

/** The site's two code themes (themeConfig.prism: `theme` in light mode, `darkTheme` in dark mode). */
export interface CodeThemes {
  readonly light: PrismTheme;
  readonly dark: PrismTheme;
}

type Mode = keyof CodeThemes;
type Style = Readonly<Record<string, string | number>>;
/** A theme's style of each token type, its entries merged in order as prism-react-renderer merges them. */
type Dictionary = ReadonlyMap<string, Style>;

const MODES: readonly Mode[] = ['light', 'dark'];

function dictionary(theme: PrismTheme, mode: Mode): Dictionary {
  const styles = new Map<string, Style>();
  for (const entry of theme.styles) {
    // An entry for some languages only would need the language in the class; neither of the site's themes has one.
    if (entry.languages)
      throw new Error(`The ${mode} code theme styles ${entry.types.join(', ')} for some languages only (${entry.languages.join(', ')}): colouring by class does not support that`);
    for (const type of entry.types) styles.set(type, {...styles.get(type), ...(entry.style as Style)});
  }
  return styles;
}

/** `fontStyle` → `fs`: the class prefix of a property, after the mode's letter. */
function abbreviation(property: string): string {
  return property.replace(/^(.)[a-z]*|([A-Z])[a-z]*/g, (_, first: string | undefined, word: string | undefined) => (first ?? word ?? '').toLowerCase());
}

function className(mode: Mode, property: string, type: string): string {
  return `${mode[0]}${abbreviation(property)}-${type}`;
}

const dictionaries = new WeakMap<PrismTheme, Dictionary>();

function dictionaryOf(themes: CodeThemes, mode: Mode): Dictionary {
  const theme = themes[mode];
  let found = dictionaries.get(theme);
  if (!found) {
    found = dictionary(theme, mode);
    dictionaries.set(theme, found);
  }
  return found;
}

/** The site's code themes, as its config names them for the theme (themeConfig.prism). */
export function codeThemesOf(prism: {readonly theme?: PrismTheme; readonly darkTheme?: PrismTheme} | undefined): CodeThemes {
  if (!prism?.theme || !prism.darkTheme)
    throw new Error('themeConfig.prism names no theme or no darkTheme: code tokens would have no colours');
  return {light: prism.theme, dark: prism.darkTheme};
}

/**
 * The class names that colour a token of these types in both modes: for each mode and property, the last of the
 * types whose style sets it. A token none of whose types is styled gets none and shows the block's plain colour.
 */
export function tokenColourClasses(themes: CodeThemes, types: readonly string[]): string {
  const classes: string[] = [];
  for (const mode of MODES) {
    const styles = dictionaryOf(themes, mode);
    const winners = new Map<string, string>();
    for (const type of types) for (const property of Object.keys(styles.get(type) ?? {})) winners.set(property, type);
    for (const [property, type] of winners) classes.push(className(mode, property, type));
  }
  return classes.join(' ');
}

function cssProperty(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A theme's value as the stylesheet can write it unquoted: a colour, a number, a keyword. */
const CSS_VALUE = /^[\w#.%(), -]+$/;

/**
 * Each mode's plain colours of a code block, from the stylesheet. The served page has the colours of the mode it was
 * rendered in (the default) inline, on the block (the theme's `--prism-…` variables) and on its `pre`; its tokens
 * follow the reader's mode by class from the first paint, so until the app has hydrated a reader of the other mode saw
 * that mode's tokens on the other mode's background (punctuation nearly invisible in light mode). `!important`, as a
 * declaration in a stylesheet outranks an inline one only so; once hydrated, the inline colours are these.
 */
export function blockColourCss(themes: CodeThemes): string {
  const rules: string[] = [];
  for (const mode of MODES) {
    const {color, backgroundColor} = themes[mode].plain;
    for (const value of [color, backgroundColor]) {
      if (typeof value !== 'string' || !CSS_VALUE.test(value))
        throw new Error(`The ${mode} code theme's plain colours must both be colours this can write as CSS, not "${String(value)}"`);
    }
    const block = `[data-theme='${mode}'] .theme-code-block`;
    rules.push(
      `${block}{--prism-color:${color}!important;--prism-background-color:${backgroundColor}!important}`,
      `${block} pre{color:${color}!important;background-color:${backgroundColor}!important}`,
    );
  }
  return `${rules.join('\n')}\n`;
}

/** The stylesheet behind tokenColourClasses: one rule per mode, token type and property its theme sets. */
export function tokenColourCss(themes: CodeThemes): string {
  const rules: string[] = [];
  for (const mode of MODES) {
    const seen = new Map<string, string>();
    for (const [type, style] of dictionaryOf(themes, mode)) {
      for (const [property, value] of Object.entries(style)) {
        const prefix = className(mode, property, '');
        const clash = seen.get(prefix);
        if (clash !== undefined && clash !== property)
          throw new Error(`The code themes' properties ${clash} and ${property} would share the class prefix "${prefix}"`);
        seen.set(prefix, property);
        if (!/^[\w-]+$/.test(type) || !CSS_VALUE.test(String(value)))
          throw new Error(`The ${mode} code theme's ${type} ${property} "${value}" is not a token type and value this can write as CSS`);
        rules.push(`[data-theme='${mode}'] .${className(mode, property, type)}{${cssProperty(property)}:${value}}`);
      }
    }
  }
  return `${rules.join('\n')}\n`;
}
