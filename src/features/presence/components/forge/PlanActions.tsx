import { Link } from 'react-router-dom';
import type { InsightValues } from '@/db/types';
import { paths } from '@/lib/paths';
import { usePlainText } from '@/lib/plain-language';
import { useCopy } from '@/components/ui/use-copy';
import { downloadPlan, PLAN_FILE_NAME } from '../../lib/forge/download-plan';

/** Print (only the plan prints), download as a text file, and the same plan in Insight. */
export function PlanActions({ plan }: { plan: { values: InsightValues; updatedAt: string } }) {
  const pick = useCopy();
  const text = usePlainText();
  return (
    <div className="forge-actions safety-plan-no-print">
      <button type="button" className="button button--primary" onClick={() => window.print()}>
        Print or save as PDF
      </button>
      <button type="button" className="button" onClick={() => downloadPlan(plan, pick)}>
        Download my plan
      </button>
      {/* The sentence and the link are two paragraphs: run together, the link read as the sentence's last words. */}
      <p className="forge-muted">
        {text(
          `The download is a text file (${PLAN_FILE_NAME}) that opens anywhere. It stays yours: nothing is sent.`,
          `The download is a text file (${PLAN_FILE_NAME}). Nothing is sent.`,
        )}
      </p>
      <p className="forge-muted">
        <Link to={paths.tool('safety-plan')}>{text('The same plan in Insight’s safety-plan tool', 'Your plan in Insight')}</Link>
      </p>
    </div>
  );
}
