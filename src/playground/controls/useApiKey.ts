import {useEffect, useState} from 'react';

import {forgetApiKey, readRememberedApiKey, rememberApiKey} from './apiKeyStorage';

export interface ApiKeyState {
  readonly apiKey: string;
  readonly setApiKey: (apiKey: string) => void;
  readonly rememberKey: boolean;
  readonly setRememberKey: (remember: boolean) => void;
}

/**
 * The API key, in memory, and the "Remember on this device" choice. A remembered key is read after
 * hydration (the server cannot know it, and the first render must match the server's HTML); storage is
 * only written or cleared once it has been read, so a remembered key is never wiped on load.
 */
export function useApiKey(): ApiKeyState {
  const [apiKey, setApiKey] = useState('');
  const [rememberKey, setRememberKey] = useState(false);
  const [storageRead, setStorageRead] = useState(false);

  useEffect(() => {
    const remembered = readRememberedApiKey();
    if (remembered) {
      setApiKey(remembered);
      setRememberKey(true);
    }
    setStorageRead(true);
  }, []);

  useEffect(() => {
    if (!storageRead) return;
    if (rememberKey) rememberApiKey(apiKey);
    else forgetApiKey();
  }, [apiKey, rememberKey, storageRead]);

  return {apiKey, setApiKey, rememberKey, setRememberKey};
}
