/** tests/unit/playground-welcome.test.ts validates this operation against the schema. */
/**
 * What the editor shows on a first visit without a deep link. No comment block: the page explains the modes
 * above the editor, and Monaco's comment colour is below 4.5:1 contrast in GraphiQL's dark theme.
 */
export const WELCOME_OPERATION = `query WhoAmI {
  me {
    id
    name
    email {
      address
    }
  }
}
`;
