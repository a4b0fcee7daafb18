/**
 * Resolves in a new task of the event loop, so the browser can handle input and paint between two
 * pieces of start-up work. A message channel, not `setTimeout`: timers are clamped to 4 ms when nested
 * and to once a second in a background tab.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
