// The router of the admin host (ADMIN_HOST): only the admin screens, loaded only on that host.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorScreen, RootErrorScreen } from './app/error-screen';
import { adminDashboard, adminLayout, adminLogin } from './router';
import { paths } from '@shared/paths';

/** The admin host: '/', '/admin-login' and every unknown path show the login; '/admin-dashboard' the dashboard. */
const adminHostRoutes: RouteObject[] = [
  {
    ...adminLayout,
    errorElement: <RootErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, ...adminLogin() },
          { path: paths.adminLogin, ...adminLogin() },
          { path: paths.adminDashboard, ...adminDashboard() },
          { path: '*', ...adminLogin() },
        ],
      },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminHostRoutes);
}
