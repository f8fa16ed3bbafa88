import { useEffect } from 'react';
import type { ToolContent } from '@/content/insight/types';
import { Pending } from '@/components/ui/Pending';
import { SafetyPlanView } from '@/domains/safety-plan/components/SafetyPlanView';
// Not the data modules themselves: this chunk loads before hydration, and they bring Dexie and the sync records.
import { deleteToolEntry, preloadToolPageWrites, saveSafetyPlan } from '../../data/tool-page-writes';
import { useSearchParam } from '../../hooks/use-search-param';
import { useSafetyPlan } from '../../hooks/use-tool-data';
import { ConfirmDelete } from '../ConfirmDelete';
import { ReturnLink } from '../ReturnLink';
import { ToolForm } from './ToolForm';

/** The safety plan: one living document to read, print, change or delete. */
export function SafetyPlanTool({ tool, returnTo }: { tool: ToolContent; returnTo: string | null }) {
  const latest = useSafetyPlan();
  const [edit, setEdit] = useSearchParam('edit');
  const editing = edit === '1';
  useEffect(() => preloadToolPageWrites('safety-plan'), []);

  const setEditing = (on: boolean) => setEdit(on ? '1' : null);

  // The form, in one place whether the plan is still being read or read: on a first visit (no database) it is the
  // answer from the first paint, before the app has started (Pending), and it is not remounted when the read settles.
  const form = (
    <>
      <ToolForm
        // A plan read after the form mounted (a returning visit to ?edit=1) fills a new form with its answers.
        key={latest ? latest.id : 'no-plan'}
        tool={tool}
        saved={latest?.values}
        submitLabel={latest ? 'Save changes' : 'Save my plan'}
        onSubmit={async (values) => {
          const ok = await saveSafetyPlan(values);
          if (ok) setEditing(false);
          return ok;
        }}
        onCancel={latest ? () => setEditing(false) : undefined}
      />
      <ReturnLink to={returnTo} />
    </>
  );
  if (latest === undefined) return <Pending loading={<p className="insight-muted">Loading…</p>} nothingStored={form} />;
  if (latest && !editing) {
    return (
      <>
        <div className="insight-actions safety-plan-no-print">
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            Print or save as PDF
          </button>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Change my plan
          </button>
          <ConfirmDelete what="my safety plan" label="Delete plan" onDelete={() => deleteToolEntry(latest.id)} />
        </div>
        <SafetyPlanView entry={latest} />
        <ReturnLink to={returnTo} />
      </>
    );
  }
  return <Pending loading={null} nothingStored={form} settled />;
}
