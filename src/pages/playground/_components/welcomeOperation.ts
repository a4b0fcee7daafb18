/** tests/unit/playground-welcome.test.ts validates this operation against the schema. */
import {site} from '@site/src/site';

/** What the editor shows on a first visit without a deep link. */
export const WELCOME_OPERATION = `# Welcome to the ${site.brand} playground.
#
# Until you switch to "Live API" and enter an API key,
# operations run against mock data in your browser.
#
# Ctrl+Space: autocomplete. Ctrl+Enter: run.
# The book icon on the left opens the schema's docs.
#
query WhoAmI {
  me {
    id
    name
    email {
      address
    }
  }
}
`;
