/** Insight's content, in one import for screens that need several kinds. */
export { activities, findActivity } from './activities';
export { findBundledFlow, flows } from './flows';
export { findJourney, journeys } from './journeys';
export { findTool, journalPrompts, toolCategories, tools } from './tools';
export { findTrail, trails } from './trails';
export type * from './types';
