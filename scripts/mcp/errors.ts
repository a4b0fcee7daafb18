/** A tool's answer to bad input: returned to the client as a tool result with `isError: true`, never thrown further. */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}
