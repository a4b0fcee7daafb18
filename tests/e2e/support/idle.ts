import type {Page} from '@playwright/test';

/** The idle callbacks a page asked for and holds, once holdIdleCallbacks has run in it. */
export interface HeldIdleCallbacks {
  heldIdleCallbacks: IdleRequestCallback[];
}

/** Holds every idle callback the page asks for, in `window.heldIdleCallbacks`, until the test runs it. */
export async function holdIdleCallbacks(page: Pick<Page, 'addInitScript'>): Promise<void> {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    (window as unknown as HeldIdleCallbacks).heldIdleCallbacks = held;
    window.requestIdleCallback = (callback) => held.push(callback);
  });
}
