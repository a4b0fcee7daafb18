import {useId, useState, type ReactNode} from 'react';

import {site} from '@site/src/site';

import styles from './ApiKeyBar.module.css';

interface ApiKeyBarProps {
  readonly apiKey: string;
  readonly onApiKeyChange: (apiKey: string) => void;
  readonly remember: boolean;
  readonly onRememberChange: (remember: boolean) => void;
}

/**
 * The API key field. The key stays in memory unless "Remember on this device" is ticked; it is a
 * password field so it does not show on screen shares, with a button to reveal it for checking.
 */
export default function ApiKeyBar({apiKey, onApiKeyChange, remember, onRememberChange}: ApiKeyBarProps): ReactNode {
  const inputId = useId();
  const hintId = useId();
  const [revealed, setRevealed] = useState(false);

  return (
    // A form of its own, so browsers treat the password field as one; it is never submitted.
    <form className={styles.apiKeyBar} autoComplete="off" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className={styles.label}>
        API key
      </label>
      <div className={styles.fieldRow}>
        <input
          id={inputId}
          className={styles.input}
          type={revealed ? 'text' : 'password'}
          value={apiKey}
          onChange={(event) => onApiKeyChange(event.target.value.trim())}
          placeholder="Paste your key for live mode"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          data-testid="playground-api-key"
        />
        <button
          type="button"
          className={styles.reveal}
          onClick={() => setRevealed((current) => !current)}
          aria-pressed={revealed}
          disabled={!apiKey}>
          {revealed ? 'Hide' : 'Show'}
        </button>
        <label className={styles.remember}>
          <input type="checkbox" checked={remember} onChange={(event) => onRememberChange(event.target.checked)} />
          Remember on this device
        </label>
      </div>
      <p id={hintId} className={styles.hint}>
        {remember ? 'Stored in this browser until you untick the box' : 'Kept in memory only, gone when you leave the page'}; sent
        only to {new URL(site.apiHttpEndpoint).host}.{' '}
        <a href={site.apiKeySettingsUrl} target="_blank" rel="noopener noreferrer">
          Get an API key
        </a>{' '}
        in {site.brand} under {site.apiKeySettingsPath}.
      </p>
    </form>
  );
}
