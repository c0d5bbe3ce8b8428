// What other features may use of owner accounts: the routes, and who the signed-in owner is.
export { accountRoutes } from './account.routes';
export { currentOwner, requireOwner, OWNER_COOKIE, SIGN_IN_FIRST } from './owner-auth';
export type { OwnerSession } from './accounts.repo';
