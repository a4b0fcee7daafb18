/**
 * The copies of the two pages that are React components, not MDX: written from the text modules the components
 * render (src/pages/_components/homeText.ts, src/playground/pageText.ts), so the copy says what the page says.
 */
import {HOME_TEXT, type HomeText} from '../../pages/_components/homeText';
import {PLAYGROUND_TEXT, type PlaygroundText} from '../../playground/pageText';
import {WELCOME_OPERATION} from '../../playground/session/welcomeOperation';
import {page, type PageCopy, type SiteInfo} from './content';

const link = (info: SiteInfo, label: string, to: string) => `[${label}](${info.siteUrl}${to})`;

export function homeCopy(info: SiteInfo, text: HomeText = HOME_TEXT): PageCopy {
  const brand = String(info.values.brand);
  return page(
    text.heading(brand),
    info.tagline,
    [
      text.lead,
      text.actions.map((action) => link(info, action.label, action.to)).join(' · '),
      `${text.endpointLabel}: \`${info.values.apiHttpEndpoint}\``,
      `**${text.example.title}:**`,
      `\`\`\`graphql\n${text.example.query}\n\`\`\``,
      `## ${text.entryPointsHeading}`,
      text.entryPoints.map((entry) => `- ${link(info, entry.title, entry.to)}: ${entry.text}`).join('\n'),
    ].join('\n\n'),
  );
}

export function playgroundCopy(info: SiteInfo, text: PlaygroundText = PLAYGROUND_TEXT): PageCopy {
  const modes = new Map(text.modes.map((mode) => [mode.mode, mode.label]));
  return page(
    text.title,
    text.description,
    [
      [
        `- **${modes.get('mock')}:** ${text.status.mock}`,
        `- **${modes.get('live')}:** ${text.status.liveWithoutKey} ${text.status.live(String(info.values.apiHttpEndpoint))}`,
      ].join('\n'),
      `The operation it opens with:`,
      `\`\`\`graphql\n${WELCOME_OPERATION.trim()}\n\`\`\``,
      `Open it at ${info.siteUrl}/playground. The schema it uses is published at ${info.siteUrl}/schema.graphql.`,
    ].join('\n\n'),
  );
}
