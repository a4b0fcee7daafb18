import {createContext} from 'react';

/** The blog's title while a blog list page renders (set by the BlogListPage wrapper), otherwise null. */
export const BlogListTitleContext = createContext<string | null>(null);
