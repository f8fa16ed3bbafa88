import { useCallback } from 'react';
import type { Copy } from '@/content/insight/types';
import { usePlainLanguage } from '@/lib/plain-language';

/** Picks each text's plain-language variant when the person has asked for plain language. */
export function useCopy(): (copy: Copy) => string {
  const plain = usePlainLanguage();
  return useCallback((copy: Copy) => (plain ? copy.plain : copy.standard), [plain]);
}
