/**
 * Presses again, once the page is hydrated, the button a visitor pressed before React had the page (the search
 * button, the menu button, the colour-mode toggle): the page template (src/config/ssr-template.ts) loads the app's
 * scripts only after the first paint and remembers that button meanwhile. Clicks from the moment Docusaurus starts
 * hydrating are React's to replay.
 */
import type {ClientModule} from '@docusaurus/types';

/** Where the page template's loader keeps the button last pressed before hydration. */
export const EARLY_CLICK_GLOBAL = '__buttonPressedBeforeHydration';

type WindowWithEarlyClick = Window & {[EARLY_CLICK_GLOBAL]?: HTMLElement};

const earlyClick: ClientModule = {
  // The first call runs in the layout effect of the hydrated page, with its event handlers in place.
  onRouteDidUpdate({previousLocation}) {
    if (previousLocation) return;
    const state = window as WindowWithEarlyClick;
    const button = state[EARLY_CLICK_GLOBAL];
    delete state[EARLY_CLICK_GLOBAL];
    if (button?.isConnected) button.click();
  },
};

export default earlyClick;
