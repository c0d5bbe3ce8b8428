// What other features may use of the insights: the counting and the routes.
export { registerCounting } from './counting';
export { adminInsightsRoutes, insightsRoutes } from './insights.routes';
