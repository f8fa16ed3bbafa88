import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';

const AdminLogin = lazyScreen(() => import('./planned/AdminLoginPage'), 'AdminLoginPage', 'admin-login');
const AdminDashboard = lazyScreen(() => import('./planned/AdminDashboardPage'), 'AdminDashboardPage', 'admin');

/** The admin area: sign-in, and one screen for the dashboard and moderation. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/login', element: <AdminLogin /> },
  { path: 'admin/dashboard', element: <AdminDashboard /> },
  { path: 'admin/moderation', element: <AdminDashboard /> },
];
