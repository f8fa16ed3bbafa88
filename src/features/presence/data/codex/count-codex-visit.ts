/**
 * Counts one visit each time the person comes into the codex (the layout around its screens mounts once per
 * arrival, and stays while they move between the index and sections). The ref keeps React's development double
 * effect from counting twice.
 */
import { useEffect, useRef } from 'react';
import { recordCodexVisit } from '@/domains/codex-progress/data/record-codex-visit';

export function useCodexVisit(record: () => Promise<unknown> = recordCodexVisit): void {
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    void record();
  }, [record]);
}
