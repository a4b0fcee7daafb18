/**
 * Page events handled asynchronously (a request's headers, a response's body). A read still running when its page
 * closes rejects, and Playwright reports that in whatever test the worker runs next: these listeners keep every
 * handler's promise, and the function they return stops listening and waits for them all.
 */
import type {Page, Request, Response} from '@playwright/test';

function tracked<T>(handle: (value: T) => Promise<void>) {
  const handled: Promise<void>[] = [];
  return {
    listener: (value: T) => {
      handled.push(handle(value));
    },
    settled: () => Promise.all(handled),
  };
}

export function listenToRequests(page: Page, handle: (request: Request) => Promise<void>): () => Promise<void> {
  const {listener, settled} = tracked(handle);
  page.on('request', listener);
  return async () => {
    page.off('request', listener);
    await settled();
  };
}

export function listenToResponses(page: Page, handle: (response: Response) => Promise<void>): () => Promise<void> {
  const {listener, settled} = tracked(handle);
  page.on('response', listener);
  return async () => {
    page.off('response', listener);
    await settled();
  };
}
