/** The phone the e2e tests use for narrow-screen layouts: 390 × 844 CSS pixels, below the site's 996 px breakpoint. */
export const PHONE_VIEWPORT = {width: 390, height: 844} as const;
