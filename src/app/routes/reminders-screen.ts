/*
 * The reminders screen (src/domains/reminders) wears Insight's look under /insight/reminders: the route loads it
 * with Insight's stylesheet in the same lazy chunk, so the screen paints styled, as Insight's own screens do.
 */
import '@/features/insight/styles/insight.css';

export { RemindersPage } from '@/domains/reminders/screens/RemindersPage';
