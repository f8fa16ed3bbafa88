import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';

const AdminLogin = lazyScreen(() => import('@/features/admin/components/AdminLoginPage'), 'AdminLoginPage', 'admin-login');
const AdminDashboard = lazyScreen(
  () => import('@/features/admin/components/AdminDashboardPage'),
  'AdminDashboardPage',
  'admin',
);

/** The admin area: sign-in, and one screen for the dashboard and moderation (signed out, it sends you to sign in). */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/login', element: <AdminLogin /> },
  { path: 'admin/dashboard', element: <AdminDashboard /> },
  { path: 'admin/moderation', element: <AdminDashboard /> },
];
