import type {ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';

import {formatUtcDate} from '@site/src/text/englishDates';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * The theme's LastUpdated writes its date with the page's first `Intl.DateTimeFormat`, and setting up the locale's
 * data for it was a long task of every guide's hydration on a phone (issue 60). In English, the site's locale, the
 * date is written as that formatter writes it, without Intl; the sentence, its translation ids and its markup are the
 * theme's. Any other locale, and the development server's note, get the theme's component.
 */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  if (i18n.currentLocale !== 'en' || process.env.NODE_ENV === 'development') return <LastUpdated {...props} />;
  const {lastUpdatedAt, lastUpdatedBy} = props;
  const atDate = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: atDate ? (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={atDate.toISOString()} itemProp="dateModified">
                      {formatUtcDate(atDate)}
                    </time>
                  </b>
                ),
              }}>
              {' on {date}'}
            </Translate>
          ) : (
            ''
          ),
          byUser: lastUpdatedBy ? (
            <Translate
              id="theme.lastUpdated.byUser"
              description="The words used to describe by who the page has been last updated"
              values={{user: <b>{lastUpdatedBy}</b>}}>
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
