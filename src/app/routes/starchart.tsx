import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';
import { importInStages, type ModuleStage } from '@/lib/staged-import';

/** What the sign-in and the workspace evaluate besides their own code, one module per task (the local database with
 * Dexie, zod with the smallest module of schemas, the directory's schemas): in one task, 330-440 ms at 6x. */
const STAR_CHART_STAGES: readonly ModuleStage[] = [
  () => import('@/db/database'),
  () => import('@contract/json-values'),
  () => import('@contract/directory-schemas'),
];

/** The workspace evaluates besides: the rhythms' schedules and the inbox with its sealed returns (fflate builds its
 * tables at evaluation), one more module each. */
const WORKSPACE_STAGES: readonly ModuleStage[] = [
  ...STAR_CHART_STAGES,
  () => import('@/domains/calendar/rhythm'),
  () => import('@/features/starchart/data/inbox'),
];

const Login = lazyScreen(
  () => importInStages(STAR_CHART_STAGES, () => import('@/features/starchart/components/TherapistLoginPage')),
  'TherapistLoginPage',
  'starchart-login',
);
const Workspace = lazyScreen(
  () => importInStages(WORKSPACE_STAGES, () => import('./starchart-workspace-screen')),
  'StarChartWorkspaceScreen',
  'starchart',
);
const NewPrescription = lazyScreen(
  () => import('@/features/starchart/components/NewPrescriptionPage'),
  'NewPrescriptionPage',
  'starchart-new',
);
const ClientChart = lazyScreen(() => import('@/features/starchart/components/ClientChartPage'), 'ClientChartPage', 'starchart-client');
const ChartSummary = lazyScreen(() => import('@/features/starchart/components/ChartSummaryPrintPage'), 'ChartSummaryPrintPage', 'starchart-summary');
const Plans = lazyScreen(() => import('./plans-screens'), 'PlansScreen', 'plans');
const SubscriptionSuccess = lazyScreen(() => import('./plans-screens'), 'SubscriptionSuccessScreen', 'subscription-success');
const KeyTransfer = lazyScreen(() => import('@/features/starchart/components/KeyTransferPage'), 'KeyTransferPage', 'starchart-keys');
const ReturnImport = lazyScreen(() => import('@/features/starchart/components/ReturnImportPage'), 'ReturnImportPage', 'starchart-return');

/**
 * Star Chart, the therapist's area (spec section 2): the same screens under /chart and /pro. Everything but the
 * sign-in needs a signed-in, verified therapist and otherwise sends the visitor to the sign-in and back.
 */
export const starChartRoutes: RouteObject[] = [
  { path: 'chart/login', element: <Login /> },
  { path: 'pro/login', element: <Login /> },
  { path: 'chart', element: <Workspace /> },
  { path: 'pro', element: <Workspace /> },
  { path: 'chart/new', element: <NewPrescription /> },
  { path: 'pro/prescription/new', element: <NewPrescription /> },
  { path: 'chart/clients/:clientId', element: <ClientChart /> },
  { path: 'pro/clients/:clientId', element: <ClientChart /> },
  { path: 'chart/clients/:clientId/summary', element: <ChartSummary /> },
  { path: 'pro/clients/:clientId/summary', element: <ChartSummary /> },
  { path: 'chart/return', element: <ReturnImport /> },
  { path: 'pro/return', element: <ReturnImport /> },
  { path: 'chart/keys', element: <KeyTransfer /> },
  { path: 'pro/keys', element: <KeyTransfer /> },
  // The plans: a free plan for everyone, and the professional plan (with the session, to start its subscription).
  { path: 'plans', element: <Plans /> },
  { path: 'subscription/success', element: <SubscriptionSuccess /> },
];
