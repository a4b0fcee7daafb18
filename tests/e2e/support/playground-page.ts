/**
 * Driving the playground page in tests: open it, put an operation in the editor, run it, read the
 * result. Editor contents are set and read through Monaco's models (GraphiQL exposes the Monaco module
 * as `globalThis.__MONACO`), because typing into Monaco inserts closing brackets of its own.
 */
import type {Page, Route} from '@playwright/test';

import {expect} from './fixtures';

/** GraphiQL names its models `<instance>operation.graphql`, `<instance>variables.json`, `<instance>response.json`. */
type EditorModel = 'operation.graphql' | 'variables.json' | 'response.json';

/** The highlighted operation shown in the editor's place until the editor is built (OperationPreview.tsx). */
export function operationPreview(page: Page) {
  return page.getByTestId('operation-preview');
}

/** Builds the editor the way a visitor does, by clicking the operation, and waits until it is ready. */
export async function startEditor(page: Page): Promise<void> {
  await expect(operationPreview(page)).toHaveAttribute('data-starts-editor', 'true');
  await operationPreview(page).getByLabel('Operation').click();
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({timeout: 30_000});
}

export async function openPlayground(page: Page, search = ''): Promise<void> {
  await page.goto(`/playground${search}`);
  await startEditor(page);
}

/** What the page exposes of Monaco (`globalThis.__MONACO`), as far as the tests use it. */
export interface MonacoOnPage {
  __MONACO: {
    editor: {
      getModels(): Array<{uri: {path: string}; getValue(): string; setValue(value: string): void}>;
      getEditors(): Array<{
        getModel(): {uri: {path: string}} | null;
        getPosition(): {lineNumber: number; column: number} | null;
        setPosition(position: {lineNumber: number; column: number}): void;
        hasTextFocus(): boolean;
        focus(): void;
      }>;
    };
  };
}

/** The line the caret of `model`'s editor is on; undefined without an editor or a caret. */
export async function editorCaretLine(page: Page, model: EditorModel): Promise<number | undefined> {
  return page.evaluate(
    (suffix) =>
      (globalThis as unknown as MonacoOnPage).__MONACO.editor
        .getEditors()
        .find((each) => each.getModel()?.uri.path.endsWith(suffix))
        ?.getPosition()?.lineNumber,
    model,
  );
}

/** Puts the caret of `model`'s editor at a place and focuses it, as a click there would. */
export async function setEditorCaret(
  page: Page,
  model: EditorModel,
  position: {lineNumber: number; column: number},
): Promise<void> {
  await page.evaluate(
    ([suffix, place]) => {
      const editor = (globalThis as unknown as MonacoOnPage).__MONACO.editor
        .getEditors()
        .find((each) => each.getModel()?.uri.path.endsWith(suffix));
      editor?.setPosition(place);
      editor?.focus();
    },
    [model, position] as const,
  );
}

export async function editorValue(page: Page, model: EditorModel): Promise<string> {
  return page.evaluate((suffix) => {
    return (
      (globalThis as unknown as MonacoOnPage).__MONACO.editor
        .getModels()
        .find((each) => each.uri.path.endsWith(suffix))
        ?.getValue() ?? ''
    );
  }, model);
}

export async function setEditorValue(page: Page, model: EditorModel, value: string): Promise<void> {
  await page.evaluate(
    ([suffix, text]) => {
      const target = (globalThis as unknown as MonacoOnPage).__MONACO.editor
        .getModels()
        .find((each) => each.uri.path.endsWith(suffix));
      if (!target) throw new Error(`no ${suffix} model`);
      target.setValue(text);
    },
    [model, value] as const,
  );
}

/** Runs what is in the editor and returns the response pane's text once it has any. */
export async function runAndReadResponse(page: Page, operation?: string): Promise<string> {
  if (operation !== undefined) await setEditorValue(page, 'operation.graphql', operation);
  await page.getByRole('button', {name: /Execute query/i}).click();
  await expect.poll(() => editorValue(page, 'response.json'), {timeout: 20_000}).not.toBe('');
  return editorValue(page, 'response.json');
}

export async function useLiveMode(page: Page, apiKey: string): Promise<void> {
  await page.getByLabel('API key').fill(apiKey);
  await page.getByRole('radio', {name: 'Live API'}).check();
  await expect(page.getByTestId('playground-mode-status')).toContainText('Operations are sent to');
}

/** Answers an API request as a failing server would; CORS headers let the page read the reply. */
export async function fulfilWith(
  route: Route,
  reply: {status: number; body: string; contentType?: string; headers?: Record<string, string>},
): Promise<void> {
  await route.fulfill({
    status: reply.status,
    contentType: reply.contentType ?? 'application/json',
    body: reply.body,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'retry-after',
      ...reply.headers,
    },
  });
}
