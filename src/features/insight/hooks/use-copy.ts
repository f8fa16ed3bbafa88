/** Insight's screens pick their copy through the app's one hook (src/lib/use-copy.ts). */
export { useCopy } from '@/lib/use-copy';
