import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';

import {codeThemesOf, tokenColourCss} from '../prism/tokenColours';

/**
 * The stylesheet that colours code tokens by class (src/prism/tokenColours.ts, src/theme/CodeBlock/Line/Token), written
 * from the config's code themes into this build's generated files, so it changes with them and is never committed.
 */
export default function prismTokenColoursPlugin(context: LoadContext): Plugin {
  const dir = join(context.generatedFilesDir, 'folio-prism-token-colours');
  const file = join(dir, 'token-colours.css');
  mkdirSync(dir, {recursive: true});
  writeFileSync(file, tokenColourCss(codeThemesOf((context.siteConfig.themeConfig as ThemeConfig).prism)));
  return {
    name: 'folio-prism-token-colours',
    getClientModules: () => [file],
  };
}
