/**
 * An operation's requirement and user errors as Markdown: the "Requires" line and the "Errors" table of its reference
 * page (scripts/reference/operation-access.ts places them), which its Markdown copy and the MCP server's
 * `get_reference` carry as they are. Links are given by the caller, which knows where the pages live.
 */
import type {AccessRequirement, DocumentedError} from './read';

export interface AccessLinks {
  /** The page (and anchor) of a `PermissionLevel` value, such as `EDIT`. */
  readonly permission: (level: string) => string;
  /** The page (and anchor) of a `CompanyRole` value, such as `ADMIN`. */
  readonly role: (role: string) => string;
  /** Where a `UserErrorCode` is explained with what to do about it: the errors guide's row of the code. */
  readonly userError: (code: string) => string;
}

/** The id of a code's row on the errors guide (docs/errors.mdx): `NAME_TAKEN` → `user-error-name-taken`. */
export function userErrorAnchor(code: string): string {
  return `user-error-${code.toLowerCase().replaceAll('_', '-')}`;
}

const codeLink = (name: string, url: string) => `[\`${name}\`](${url})`;

/** `a`, `a or b`, `a, b or c`. */
function alternatives(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * The requirement as one sentence and the note after it: "the `EDIT` permission on the parent folder", "the `OWNER`
 * or `ADMIN` company role", "any company role". `roles` are the `CompanyRole` values, highest first.
 */
export function requiresMarkdown(requirement: AccessRequirement, roles: readonly string[], links: AccessLinks): string {
  const parts: string[] = [];
  if (requirement.permission) {
    parts.push(`the ${codeLink(requirement.permission, links.permission(requirement.permission))} permission on ${requirement.on}`);
  }
  if (requirement.role) {
    const at = roles.indexOf(requirement.role);
    const accepted = at === -1 ? [requirement.role] : roles.slice(0, at + 1);
    parts.push(
      accepted.length === roles.length && roles.length > 1
        ? 'any company role'
        : `the ${alternatives(accepted.map((role) => codeLink(role, links.role(role))))} company role`,
    );
  }
  return `**Requires:** ${parts.join(' and ')}.${requirement.note ? ` ${requirement.note}` : ''}`;
}

/** A table cell's text: a `|` would end the cell. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The table of the codes with their meanings, each code linked to its row on the errors guide. */
export function errorsTableMarkdown(errors: readonly DocumentedError[], links: AccessLinks): string {
  return [
    '| Code | Meaning |',
    '| --- | --- |',
    ...errors.map((error) => `| ${codeLink(error.code, links.userError(error.code))} | ${cell(error.meaning)} |`),
  ].join('\n');
}
