/** The production build the end-to-end run serves (see playwright.config.ts). */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
