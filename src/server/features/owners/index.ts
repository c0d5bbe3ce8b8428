// What other features may use of the owners feature: its routes.
export { ownersRoutes } from './owners.routes';
