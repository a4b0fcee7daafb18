import {createContext} from 'react';

/**
 * True inside a page that has no DocItem/Content (a category's generated index): there the actions follow the version
 * badge, which is where a docs page's content, and so its actions, begins.
 */
export const ActionsAfterVersionBadge = createContext(false);
