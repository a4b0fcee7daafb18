/**
 * Every text the playground page shows around its editor. The page (src/pages/playground.tsx, ./Playground.tsx,
 * ./controls/ModeSwitch.tsx) renders it and its Markdown copy (src/plugins/assistant-markdown/ownPages.ts) is
 * written from it, so an edit here changes both.
 */
export type ExecutionMode = 'mock' | 'live';

export interface PlaygroundText {
  readonly title: string;
  /** The meta description, also the copy's summary. */
  readonly description: string;
  readonly modes: readonly {readonly mode: ExecutionMode; readonly label: string}[];
  /** What the status line says in each mode, for the live endpoint. */
  readonly status: {
    readonly mock: string;
    readonly liveWithoutKey: string;
    readonly live: (endpoint: string) => string;
  };
}

export const PLAYGROUND_TEXT: PlaygroundText = {
  title: 'Playground',
  description: 'Run GraphQL operations against the documented schema in your browser, with mock data or your API key.',
  modes: [
    {mode: 'mock', label: 'Mock data'},
    {mode: 'live', label: 'Live API'},
  ],
  status: {
    mock: 'Operations run in your browser against generated mock data; nothing is sent over the network. Ctrl+Space completes, Ctrl+Enter runs.',
    liveWithoutKey: 'Enter your API key to run operations against the live API.',
    live: (endpoint) => `Operations are sent to ${endpoint} with your API key.`,
  },
};
