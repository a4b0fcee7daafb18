import {useEffect, type ReactNode} from 'react';
import {useGraphiQL, useGraphiQLActions} from '@graphiql/react';

interface EditorThemeSyncProps {
  readonly theme: 'light' | 'dark';
}

/**
 * Rendered inside GraphiQL: sets GraphiQL's theme again once the operation editor exists. GraphiQL applies its
 * forced theme to Monaco only if Monaco has loaded when the theme is set. The playground evaluates Monaco before
 * GraphiQL first renders (loadPlaygroundIde.tsx), and GraphiQL then created the first editor in the theme of the
 * operating system's preference: light editors on the dark site.
 */
export default function EditorThemeSync({theme}: EditorThemeSyncProps): ReactNode {
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const {setTheme} = useGraphiQLActions();

  useEffect(() => {
    if (queryEditor) setTheme(theme);
  }, [queryEditor, theme, setTheme]);

  return null;
}
