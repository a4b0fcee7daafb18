import {themes, type PrismTheme} from 'prism-react-renderer';

type ThemeEntry = PrismTheme['styles'][number];

/** A theme with some token types recoloured: a later entry wins for the types it names. */
function recoloured(theme: PrismTheme, entries: ThemeEntry[]): PrismTheme {
  return {...theme, styles: [...theme.styles, ...entries]};
}

/**
 * GitHub's Prism theme for light mode. Its comment, string, function, attribute and constant colours are 2.6–4.3:1
 * on its #f6f8fa background; these keep the hues at ≥ 4.9:1.
 */
export const lightCodeTheme = recoloured(themes.github, [
  {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#656d76'}},
  {types: ['string', 'attr-value'], style: {color: '#c2185b'}},
  {
    types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
    style: {color: '#197572'},
  },
  {types: ['atrule', 'attr-name'], style: {color: '#006f9e'}},
  {types: ['function', 'deleted'], style: {color: '#cf222e'}},
]);

/** Dracula for dark mode; its comment colour is 3:1 on its background, this one ≥ 4.5:1. */
export const darkCodeTheme = recoloured(themes.dracula, [{types: ['comment'], style: {color: '#8b97bf'}}]);
