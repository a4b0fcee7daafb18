import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import {summaryFrontMatterOf} from '@site/src/config/reference';

type Props = WrapperProps<typeof MetadataType>;

/**
 * A reference page keeps its summary out of its docs instance's list, which every page of the instance loads
 * (src/config/reference.ts): its meta description comes from its own front matter instead.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const summary = summaryFrontMatterOf(frontMatter);
  return (
    <>
      <Metadata {...props} />
      {summary !== '' && <PageMetadata description={summary} />}
    </>
  );
}
