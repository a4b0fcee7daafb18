import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';

import {blockColourCss, codeThemesOf, tokenColourCss} from '../prism/tokenColours';

/**
 * The stylesheet that colours code blocks and their tokens (by class) in the reader's colour mode
 * (src/prism/tokenColours.ts, src/theme/CodeBlock/Line/Token), written from the config's code themes into this build's
 * generated files, so it changes with them and is never committed.
 */
export default function prismTokenColoursPlugin(context: LoadContext): Plugin {
  const dir = join(context.generatedFilesDir, 'folio-prism-token-colours');
  const file = join(dir, 'token-colours.css');
  mkdirSync(dir, {recursive: true});
  const themes = codeThemesOf((context.siteConfig.themeConfig as ThemeConfig).prism);
  writeFileSync(file, blockColourCss(themes) + tokenColourCss(themes));
  return {
    name: 'folio-prism-token-colours',
    getClientModules: () => [file],
  };
}
