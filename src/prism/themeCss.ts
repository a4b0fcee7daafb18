/**
 * The stylesheet that colours code blocks: the Prism themes of docusaurus.config.ts as CSS, the light one under
 * `[data-theme='light']` and the dark one under `[data-theme='dark']`. Code blocks render without inline colours
 * (see ./linesHtml.ts), so switching the colour mode restyles them without rendering them again.
 *
 * prism-react-renderer gives a token the styles of each of its types in order, later types winning. The rules here
 * are in the theme's order; tests/unit/code-blocks.test.ts checks that every token of the site's code blocks
 * gets the same colours from them as from prism-react-renderer.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Style = Record<string, string | number>;

function kebabCase(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${kebabCase(property)}:${value}`)
    .join(';');
}

/** One CSS class name for a Prism token type (types are words with hyphens; anything else is escaped). */
function classSelector(type: string): string {
  return `.${type.replace(/[^\w-]/g, (character) => `\\${character}`)}`;
}

function themeRules(mode: 'light' | 'dark', theme: PrismTheme): string[] {
  const scope = `[data-theme='${mode}']`;
  const {backgroundColor, color, ...plainRest} = theme.plain as Style;
  const rules = [
    // The theme's own Container and Content read these (background, default colour, highlighted lines' base).
    `${scope}{--prism-color:${color};--prism-background-color:${backgroundColor}}`,
  ];
  if (Object.keys(plainRest).length > 0) rules.push(`${scope} .prism-code{${declarations(plainRest)}}`);
  for (const {types, style, languages} of theme.styles) {
    const containers = languages ? languages.map((language) => `${scope} .language-${language}`) : [scope];
    const selectors = containers.flatMap((container) =>
      types.map((type) => `${container} .token${classSelector(type)}`),
    );
    rules.push(`${selectors.join(',')}{${declarations(style as Style)}}`);
  }
  return rules;
}

/** What the themes put on the `<pre>` as inline styles: its default colour and background. */
const CODE_ELEMENT_RULE = '.prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}';

export function prismThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return [CODE_ELEMENT_RULE, ...themeRules('light', light), ...themeRules('dark', dark)].join('\n') + '\n';
}
