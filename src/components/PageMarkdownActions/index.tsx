import {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';

import {markdownCopyPath} from '@site/src/config/markdown-copies';
import {COPIED_MESSAGE, COPY_FAILED_MESSAGE} from './messages';
import styles from './styles.module.css';

async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** Hands the clipboard a promise where the browser takes one, so the write stays tied to the click (Safari). */
async function copyToClipboard(markdown: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && ClipboardItem.supports?.('text/plain') !== false) {
    const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await markdown);
}

/**
 * "Copy page as Markdown" and "View as Markdown" for the page's Markdown copy (its URL plus `.md`, written by the
 * build), fetched from the site itself. Rendered on the server with the page, so it takes its place before any
 * script runs; the result of a copy is announced through a live region laid over, not into, the page.
 */
export default function PageMarkdownActions(): ReactNode {
  const {pathname} = useLocation();
  const href = markdownCopyPath(pathname);
  const [status, setStatus] = useState('');

  const copy = async () => {
    setStatus('');
    try {
      await copyToClipboard(fetchMarkdown(href));
      setStatus(COPIED_MESSAGE);
    } catch {
      setStatus(COPY_FAILED_MESSAGE);
    }
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={() => void copy()}>
        Copy page as Markdown
      </button>
      <a className={styles.action} href={href} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
