import {useEffect, useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

// The primary menu is the first of the panel's two items (main menu, then the docs sidebar).
const PRIMARY_MENU_FIRST_CONTROL = '.navbar-sidebar__items > .navbar-sidebar__item:first-child :is(a, button)';

/**
 * Keyboard use of the theme's mobile menu:
 * - Escape closes it, as any dialog-like panel should (the theme only closes it with its close button);
 * - "← Back to main menu" removes the button that had focus, which left keyboard users at the top of the
 *   page; focus moves to the main menu's first entry instead.
 */
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const secondaryMenu = useNavbarSecondaryMenu();
  const secondaryWasShown = useRef(secondaryMenu.shown);

  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);

  useEffect(() => {
    if (shown && secondaryWasShown.current && !secondaryMenu.shown) {
      document.querySelector<HTMLElement>(PRIMARY_MENU_FIRST_CONTROL)?.focus();
    }
    secondaryWasShown.current = secondaryMenu.shown;
  }, [shown, secondaryMenu.shown]);

  return <MobileSidebar {...props} />;
}
