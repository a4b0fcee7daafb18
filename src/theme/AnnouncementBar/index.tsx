import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

// Set by Docusaurus's inline script before hydration from the *stored* dismissal; CSS hides the bar while it is "true".
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/**
 * When the announcement id changes, Docusaurus resets the stored dismissal but the inline script has already
 * marked the page as dismissed, so the new announcement stays hidden until the next page load. Clearing the
 * marker once React knows the bar is active shows it at once.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.removeAttribute(INITIALLY_DISMISSED_ATTRIBUTE);
  }, [isActive]);
  // The theme marks the bar as the page's banner landmark; pages with a hero <header> then have two banners.
  // An announcement is a named region, not the site banner.
  useEffect(() => {
    const bar = isActive ? document.querySelector(`.${ThemeClassNames.announcementBar.container}`) : null;
    bar?.setAttribute('role', 'region');
    bar?.setAttribute('aria-label', 'Announcement');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
