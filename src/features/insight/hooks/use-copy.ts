/** Insight's screens pick their copy through the app's one hook (src/components/ui/use-copy.ts). */
export { useCopy } from '@/components/ui/use-copy';
