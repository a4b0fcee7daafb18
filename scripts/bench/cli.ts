/** The value after `name` in a bench script's arguments (`--runs 3`), or undefined when the option is absent. */
export function optionValue(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}
