import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { inLowestPleasantnessBand, moodQuadrants, quadrantFor } from '@/content/insight/emotions';
import type { ToolContent } from '@/content/insight/types';
import type { InsightEntryRow, InsightValues } from '@/db/types';
import { usePageTitle } from '@/lib/use-page-title';
// Not the data modules themselves: this chunk loads before hydration, and they bring Dexie and the sync records.
import { deleteToolEntry, preloadToolPageWrites, saveSafetyPlan, saveToolEntry, tickJourneyStep, updateToolEntry } from '../data/tool-page-writes';
import { useCopy } from '../hooks/use-copy';
import { useSafetyPlan, useToolEntry } from '../hooks/use-tool-data';
import { useToolContent } from '../hooks/use-tool-content';
import { formatDateTime } from '@/lib/format';
import { insightPaths, paths, safeReturnPath } from '../lib/paths';
import { wantsStartNow } from '../lib/start-now';
import { ConfirmDelete } from './ConfirmDelete';
import { EntryList } from './EntryList';
import { StepForm } from './form/StepForm';
import { InsightNotFound } from './InsightNotFound';
import { MeasureTool } from './MeasureTool';
import { PacedBreathing } from './PacedBreathing';
import { ReturnLink } from './ReturnLink';
import { SafetyPlanView } from '@/domains/safety-plan/components/SafetyPlanView';
import { Pending } from '@/components/ui/Pending';
import '../styles/insight.css';

function moodGroupOrder(fieldId: string, values: InsightValues): readonly string[] | undefined {
  if (fieldId !== 'emotions') return undefined;
  const { pleasantness, energy } = values;
  if (typeof pleasantness !== 'number' || typeof energy !== 'number') return undefined;
  const first = quadrantFor(pleasantness, energy);
  return [first, ...moodQuadrants.map((quadrant) => quadrant.id).filter((id) => id !== first)];
}

/** After saving: a calm confirmation, with gentle next steps after a hard check-in. */
function Saved({ tool, entry, returnTo, onAgain }: { tool: ToolContent; entry: InsightEntryRow; returnTo: string | null; onAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const lowMood = tool.id === 'mood-check-in' && inLowestPleasantnessBand(entry.values.pleasantness);
  return (
    <section className="insight-saved" aria-labelledby="insight-saved-title">
      <h2 id="insight-saved-title" ref={headingRef} tabIndex={-1}>
        Saved on this device
      </h2>
      <p>Saved at {formatDateTime(entry.createdAt)}. You can read it, change it or delete it below.</p>
      {lowMood ? (
        <div className="insight-suggest">
          <p>Thank you for checking in. It sounds like things are hard right now. If it would help, you could try:</p>
          <ul>
            <li>
              <Link to={paths.tool('paced-breathing')}>A few minutes of slow breathing</Link>
            </li>
            <li>
              <Link to={paths.tool('grounding')}>5-4-3-2-1 grounding</Link>
            </li>
            <li>
              <Link to={paths.tool('self-compassion-break')}>A self-compassion break</Link>
            </li>
          </ul>
          <p>
            If you are in danger or thinking about harming yourself, <Link to={paths.crisisHelp}>get crisis help now</Link>.
          </p>
        </div>
      ) : null}
      <div className="insight-actions">
        <button type="button" className="button" onClick={onAgain}>
          Start a new entry
        </button>
        <Link className="button" to={insightPaths.reflections}>
          Your reflections
        </Link>
      </div>
      <ReturnLink to={returnTo} />
    </section>
  );
}

interface ToolFormProps {
  tool: ToolContent;
  saved?: InsightValues;
  submitLabel: string;
  onSubmit: (values: InsightValues) => Promise<boolean>;
  onCancel?: () => void;
  /** Started from a one-tap link: the form opens at its first step, scrolled into view. */
  startInView?: boolean;
}

function ToolForm({ tool, saved, submitLabel, onSubmit, onCancel, startInView }: ToolFormProps) {
  return (
    <StepForm
      steps={tool.steps}
      startInView={startInView}
      saved={saved}
      idPrefix={`insight-${tool.id}`}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      onCancel={onCancel}
      groupOrderFor={tool.kind === 'mood' ? moodGroupOrder : undefined}
    />
  );
}

function EditEntry({ tool, entryId, onDone }: { tool: ToolContent; entryId: string; onDone: () => void }) {
  const entry = useToolEntry(entryId);
  if (entry === undefined) return <p className="insight-muted">Loading…</p>;
  if (entry === null || entry.toolId !== tool.id) {
    return (
      <section className="insight-section">
        <h2>This entry is not here</h2>
        <p>It may have been deleted.</p>
        <button type="button" className="button" onClick={onDone}>
          Back to this tool
        </button>
      </section>
    );
  }
  // A breathing session's own figures (pattern, length) are kept: only the answers about it can change.
  return (
    <section className="insight-section" aria-labelledby="insight-edit-title">
      <p id="insight-edit-title" className="insight-form__progress">
        Changing your entry from {formatDateTime(entry.createdAt)}
      </p>
      <ToolForm
        tool={tool}
        saved={entry.values}
        submitLabel="Save changes"
        onSubmit={async (values) => {
          const ok = await updateToolEntry(entry.id, { ...entry.values, ...values });
          if (ok) onDone();
          return ok;
        }}
        onCancel={onDone}
      />
    </section>
  );
}

function EntryTool({ tool, returnTo }: { tool: ToolContent; returnTo: string | null }) {
  const [params, setParams] = useSearchParams();
  const editId = params.get('entry');
  const [saved, setSaved] = useState<InsightEntryRow | null>(null);
  const [formKey, setFormKey] = useState(0);
  // A one-tap start applies to the first form only: a new entry after saving begins from the setup as usual.
  const startNow = wantsStartNow(params) && formKey === 0;
  useEffect(() => preloadToolPageWrites('entries'), []);

  const save = async (values: InsightValues) => {
    const entry = await saveToolEntry(tool.id, values);
    if (entry) {
      // Finished from a journey: its item is ticked before the saved screen offers the way back to it.
      await tickJourneyStep(tool.id, returnTo);
      setSaved(entry);
    }
    return entry !== null;
  };

  const stopEditing = () => {
    const next = new URLSearchParams(params);
    next.delete('entry');
    setParams(next);
  };

  return (
    <>
      {editId ? (
        <EditEntry tool={tool} entryId={editId} onDone={stopEditing} />
      ) : saved ? (
        <Saved
          tool={tool}
          entry={saved}
          returnTo={returnTo}
          onAgain={() => {
            setSaved(null);
            setFormKey((key) => key + 1);
          }}
        />
      ) : tool.kind === 'breathing' ? (
        <PacedBreathing key={formKey} tool={tool} onSave={save} startNow={startNow} />
      ) : (
        <ToolForm key={formKey} tool={tool} submitLabel="Save" onSubmit={save} startInView={startNow} />
      )}
      <section className="insight-section" aria-labelledby="insight-entries-title">
        <h2 id="insight-entries-title">Your entries</h2>
        <EntryList tool={tool} />
      </section>
    </>
  );
}

/** The safety plan: one living document to read, print, change or delete. */
function SafetyPlanTool({ tool, returnTo }: { tool: ToolContent; returnTo: string | null }) {
  const [params, setParams] = useSearchParams();
  const latest = useSafetyPlan();
  const editing = params.get('edit') === '1';
  useEffect(() => preloadToolPageWrites('safety-plan'), []);

  const setEditing = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('edit', '1');
    else next.delete('edit');
    setParams(next);
  };

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

export function ToolPage() {
  const { toolId = '' } = useParams();
  const [params] = useSearchParams();
  const pick = useCopy();
  const tool = useToolContent(toolId);
  usePageTitle(tool ? pick(tool.title) : 'Page not found');
  if (!tool) return <InsightNotFound what="tool" />;
  const returnTo = safeReturnPath(params.get('from'));

  return (
    <article className={`insight-page insight-tool insight-tool--${tool.id}`}>
      <header className="insight-header insight-no-print">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link> / <Link to={paths.tools}>Tools</Link>
        </p>
        <ReturnLink to={returnTo} />
        <h1>{pick(tool.title)}</h1>
        <p className="insight-lead">{pick(tool.intro)}</p>
        <details className="insight-about">
          <summary>Where this comes from</summary>
          <p>{pick(tool.approach)}</p>
          <p>This is a tool for self-reflection. It is not a diagnosis or a treatment.</p>
        </details>
        {tool.crisisNote ? (
          <p className="insight-crisis-note">
            If you are in danger now, <Link to={paths.crisisHelp}>get crisis help</Link> first: phone and text lines for
            your country, available offline.
          </p>
        ) : null}
      </header>
      {tool.singleDocument ? (
        <SafetyPlanTool tool={tool} returnTo={returnTo} />
      ) : tool.measure ? (
        <MeasureTool tool={tool} measure={tool.measure} returnLink={<ReturnLink to={returnTo} />} returnTo={returnTo} />
      ) : (
        <EntryTool tool={tool} returnTo={returnTo} />
      )}
    </article>
  );
}
