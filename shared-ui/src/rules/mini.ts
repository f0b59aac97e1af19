/**
 * `@teranga/shared-ui/rules/mini`: the account schemas of `@teranga/shared-ui/rules` in
 * zod/mini, for the pages whose weight counts most (see ./account-schemas-mini.ts).
 */
export * from './account-schemas-mini';
