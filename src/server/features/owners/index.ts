// What other features may use of the owners feature: its routes, and claims' document photos for staff.
export { ownersRoutes } from './owners.routes';
export { openClaimEvidence } from './claim-evidence';
