import type {ReactNode} from 'react';
import clsx from 'clsx';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

import {formatUtcDate} from '@site/src/text/englishDates';

import styles from './styles.module.css';

/**
 * A post's date and reading time. The theme writes them with an `Intl.DateTimeFormat` and an `Intl.PluralRules`,
 * the page's first Intl calls, whose set-up of the locale's data is a long task of the blog's hydration on a phone
 * (issue 60). In English, the site's locale, they are written as those write them, without Intl: the date as
 * src/text/englishDates.ts, the reading time with the theme's message and English's two plural forms ("one" for
 * 1, "other" otherwise). Any other locale, and the development server, get the theme's component.
 */
export default function BlogPostItemHeaderInfoWrapper(props: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {metadata} = useBlogPost();
  if (i18n.currentLocale !== 'en' || process.env.NODE_ENV === 'development') return <Info {...props} />;
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', props.className)}>
      <time dateTime={date}>{formatUtcDate(new Date(date), 'long')}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime minutes={Math.ceil(readingTime)} />
        </>
      )}
    </div>
  );
}

function ReadingTime({minutes}: {minutes: number}): ReactNode {
  const forms = translate(
    {
      id: 'theme.blog.post.readingTime.plurals',
      description:
        'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
      message: 'One min read|{readingTime} min read',
    },
    {readingTime: minutes},
  ).split('|');
  // English's plural forms, in the theme's order: "one", "other".
  return <>{forms[Math.min(minutes === 1 ? 0 : 1, forms.length - 1)]}</>;
}
