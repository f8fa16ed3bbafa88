import type { Copy } from '@/content/insight/types';
import type { InsightValues } from '@/db/types';
import { crisisCountryForDevice } from '@/domains/crisis-country/crisis-country';
import { formatDateTime } from '@/lib/format';
import { safetyPlanMarkdown } from '@/domains/safety-plan/plan-text';

export const PLAN_FILE_NAME = 'my-safety-plan.md';

/**
 * Downloads the plan as a readable Markdown file (src/domains/safety-plan/plan-text.ts), ending with the emergency number
 * and crisis lines of the country chosen on the crisis page (or guessed from the device), as the printed plan does.
 * Runs on a click only: it needs the document.
 */
export function downloadPlan(plan: { values: InsightValues; updatedAt: string }, pick: (copy: Copy) => string): void {
  const text = safetyPlanMarkdown(plan.values, { pick, lastChanged: formatDateTime(plan.updatedAt), crisisCountry: crisisCountryForDevice().code });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = PLAN_FILE_NAME;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click has been handled; the address is freed on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
