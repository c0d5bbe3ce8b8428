// What other features may use of owner accounts: who is signed in, and the client owner calls go through.
export { ownerApi, ownerKeys, useOwnerSession, useOwnerSignOut } from './api/owner-session';
