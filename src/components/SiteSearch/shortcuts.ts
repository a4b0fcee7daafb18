/** The keys that open the search from any page: Ctrl+K or ⌘K, and `/`, as on Docusaurus sites with DocSearch. */

interface KeyEventLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly target: EventTarget | null;
}

/** Whether the key goes into something being typed in: a field, a text area or an editor (the playground's). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"]') !==
    null
  );
}

export function isSearchShortcut(event: KeyEventLike): boolean {
  if (isTypingTarget(event.target) || event.altKey) return false;
  const key = event.key.toLowerCase();
  if (key === 'k') return (event.ctrlKey || event.metaKey) && !event.shiftKey;
  return key === '/' && !event.ctrlKey && !event.metaKey;
}
