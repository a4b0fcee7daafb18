/**
 * Ctrl+K / ⌘K and `/` open the search from any page, as on Docusaurus sites with DocSearch, but not while typing
 * in a field or an editor. Listening from a client module rather than the search bar means the keys work as soon
 * as the app runs, also before React has hydrated the navbar: pressing the search button then is React's to replay.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {isSearchShortcut} from '../components/SiteSearch/shortcuts';

export function onSearchShortcut(event: KeyboardEvent): void {
  // The autocomplete marks the body while its dialog is open.
  if (event.defaultPrevented || !isSearchShortcut(event) || document.body.classList.contains('aa-Detached')) return;
  const button = document.querySelector<HTMLButtonElement>('.aa-DetachedSearchButton');
  if (!button) return;
  event.preventDefault();
  button.click();
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('keydown', onSearchShortcut);
