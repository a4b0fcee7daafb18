/**
 * `npm run build` builds the site twice (scripts/build.ts). The whole build has every page and every check; the
 * light build leaves the reference's pages out, so the pages most readers land on (the home page, the guides, the
 * blog, the playground) do not carry the reference's routes in their JavaScript. The light build's pages are served
 * everywhere outside the reference, the whole build's inside it. Node only.
 */
export const LIGHT_BUILD_ENV = 'FOLIO_LIGHT_BUILD';
/** Set to 1 by scripts/build.ts for the whole build. */
export const WHOLE_BUILD_ENV = 'FOLIO_WHOLE_BUILD';

/** Whether this Docusaurus process is the light build; `npm start` and the whole build are not. */
export function isLightBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[LIGHT_BUILD_ENV] === '1';
}

/**
 * Whether this Docusaurus process is the whole build of `npm run build`, whose pages outside the reference are not
 * served (the light build's are); `npm start` and a plain `docusaurus build` are not.
 */
export function isWholeBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[WHOLE_BUILD_ENV] === '1' && !isLightBuild(env);
}
