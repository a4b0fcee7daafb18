/**
 * Stand-in for Monaco's quick input service (`StandaloneQuickInputService`: its command palette, quick pick and
 * input box; swapped in by src/plugins/bundler-settings.ts). The playground's editors include no quick-access
 * feature (command palette, go to line, go to symbol); the only callers left are two commands that have no key
 * binding and no menu entry (find's "Go to Match…" and indentation's "Change Tab Size"). Leaving the service out
 * takes its widgets and their tree out of the playground's download and its start-up; a call fails with the error
 * below instead of opening a widget that is not there.
 * Plain JavaScript in a .ts file: the replacement keeps the loaders of the original .js module.
 */
const ABSENT = 'The playground bundles Monaco without its quick input (see src/plugins/bundler-settings.ts).';

class QuickInputAbsent {
  get currentQuickInput() {
    return undefined;
  }

  pick() {
    return Promise.reject(new Error(ABSENT));
  }

  createQuickPick() {
    throw new Error(ABSENT);
  }

  createInputBox() {
    throw new Error(ABSENT);
  }
}

export {QuickInputAbsent as StandaloneQuickInputService};
