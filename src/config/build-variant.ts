/**
 * `npm run build` builds the site twice (scripts/build.ts). The whole build has every page and every check; the
 * light build leaves the reference's pages out, so the pages most readers land on (the home page, the guides, the
 * blog, the playground) do not carry the reference's routes in their JavaScript. The light build's pages are served
 * everywhere outside the reference, the whole build's inside it. Node only.
 */
export const LIGHT_BUILD_ENV = 'FOLIO_LIGHT_BUILD';

/** Whether this Docusaurus process is the light build; `npm start` and the whole build are not. */
export function isLightBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[LIGHT_BUILD_ENV] === '1';
}
