/**
 * The Markdown of a reference page's <OperationExample>: what the component shows (src/components/OperationExample),
 * from the same props and the same snippet builder, so the copy cannot say other than the page.
 */
import type {OperationExampleProps} from '../../components/OperationExample';
import {responseTitle} from '../../components/OperationExample/responseTitle';
import {playgroundHref} from '../../components/OperationExample/playgroundHref';
import {costMarkdown} from '../../graphql/cost/explain';
import {buildSnippets} from '../../graphql/snippets';

function fence(language: string, code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}\n${code}\n${marks}`;
}

/** Markdown of one example; `resolveLink` makes the playground link absolute, `siteUrl` the cost formula's. */
export function operationExampleMarkdown(
  props: OperationExampleProps,
  resolveLink: (target: string) => string | undefined,
  siteUrl: string,
): string {
  const {operationType, query, variables, uploadPaths = [], cost, response, typescript} = props;
  const snippets = buildSnippets({query, variables, operationType, uploadPaths, typescript});
  const playground = resolveLink(playgroundHref(query, variables)) ?? playgroundHref(query, variables);
  const parts = [
    `Generated from the schema; every value is an example. [Open in playground](${playground})`,
    // Where the page's toolbar shows it: between the hint and the operation.
    ...(cost ? [costMarkdown(cost, siteUrl)] : []),
    `**Operation:**`,
    fence('graphql', query),
  ];
  if (Object.keys(variables).length > 0)
    parts.push('**Variables:**', fence('json', JSON.stringify(variables, null, 2)));
  if (uploadPaths.length > 0)
    parts.push(
      `\`Upload\` variables are \`null\` in the JSON: the file is sent as a part of a multipart request mapped to ${uploadPaths
        .map((path) => `\`${path}\``)
        .join(', ')}.`,
    );
  for (const tab of snippets.tabs) parts.push(`**${tab.label}:**`, fence(tab.language, tab.code));
  if (response) parts.push(`**${responseTitle(operationType)}:**`, fence('json', JSON.stringify(response, null, 2)));
  return parts.join('\n\n');
}
