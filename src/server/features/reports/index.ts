// What other parts of the server use of the reports feature: the visitors' route.
export { reportsRoutes } from './reports.routes';
