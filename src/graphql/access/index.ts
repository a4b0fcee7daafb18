/** What each operation requires and which user errors it can return, as `schema.graphql` declares them. */
export {
  COMPANY_ROLE_ENUM,
  DOCUMENTATION_DIRECTIVES,
  enumValueNames,
  operationAccess,
  PERMISSION_LEVEL_ENUM,
  REQUIRES_ACCESS_DIRECTIVE,
  USER_ERROR_CODE_ENUM,
  USER_ERRORS_DIRECTIVE,
  type AccessRequirement,
  type DocumentedError,
  type OperationAccess,
} from './read';
export {accessProblems, type AccessProblem} from './rules';
export {errorsTableMarkdown, requiresMarkdown, userErrorAnchor, type AccessLinks} from './markdown';
