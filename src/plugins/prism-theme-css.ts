import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import type {PrismTheme} from 'prism-react-renderer';

import {prismThemeCss} from '../prism/themeCss';

/**
 * Code-block colours as a stylesheet in every page's CSS, written from `themeConfig.prism` of docusaurus.config.ts
 * when the site loads (see src/prism/themeCss.ts); code blocks themselves carry no colours (src/theme/CodeBlock).
 */
export default function prismThemeCssPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as ThemeConfig & {prism: {theme: PrismTheme; darkTheme?: PrismTheme}};
  const directory = join(context.generatedFilesDir, 'folio-prism-theme');
  const stylesheet = join(directory, 'prism-theme.css');
  mkdirSync(directory, {recursive: true});
  writeFileSync(stylesheet, prismThemeCss(prism.theme, prism.darkTheme ?? prism.theme));
  return {
    name: 'folio-prism-theme-css',
    getClientModules: () => [stylesheet],
  };
}
