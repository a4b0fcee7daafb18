/** Orders the reference sidebar the way developers look things up: operations first, then types. */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

export const SECTION_ORDER = [
  'queries',
  'mutations',
  'subscriptions',
  'objects',
  'inputs',
  'enums',
  'scalars',
  'interfaces',
  'unions',
  'directives',
] as const;

/** Rewrites the `position` of each generated section's _category_.yml (graphql-markdown gives all of them 1). */
export function orderSections(referenceDir: string): void {
  SECTION_ORDER.forEach((section, index) => {
    const file = join(referenceDir, section, '_category_.yml');
    if (!existsSync(file)) return;
    const yaml = readFileSync(file, 'utf8');
    // Position 0 is the overview page; sections follow it.
    writeFileSync(file, yaml.replace(/^position: .*$/m, `position: ${index + 1}`));
  });
}
