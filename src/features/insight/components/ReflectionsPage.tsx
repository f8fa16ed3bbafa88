import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { findTool, tools } from '@/content/insight/tools';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { useEntryCountsByTool } from '../data/count-entries-by-tool';
import { useSafetyPlan } from '@/domains/safety-plan/data/read-safety-plan';
import { useRecentEntries, useStoredTotals } from '../data/read-reflections';
import { useCopy } from '../hooks/use-copy';
import { summarizeToolEntry } from '@/domains/tool-entries/describe-values';
import { formatDateTime } from '@/lib/format';
import { ChartBoundary } from '@/components/ui/ChartBoundary';
import { MEASURE_IDS } from '@/domains/measures/scores-over-time';
import { paths } from '../lib/paths';
import { usedMostPhrase } from '../lib/used-most';
import { Pending } from '@/components/ui/Pending';
import { DataControls } from './DataControls';
import { ErasedSummary } from './ErasedSummary';
import { MeasuresSection } from '@/domains/measures/components/MeasuresSection';
import { MoodSection } from './MoodSection';
import '../styles/insight.css';

const ToolsUsedChart = lazy(() => importWithTimeout(() => import('./charts/ToolsUsedChart'), 'tools-used-chart'));

const TOOL_IDS = tools.map((tool) => tool.id);

const LOADING = <p className="insight-muted">Loading…</p>;

function NoToolsUsedYet() {
  return (
    <p>
      Nothing saved yet. <Link to={paths.tools}>Try a tool</Link>.
    </p>
  );
}

const NO_ENTRIES_YET = <p>No entries yet.</p>;

function ToolsUsedSection() {
  const pick = useCopy();
  const counts = useEntryCountsByTool(TOOL_IDS);
  if (counts === undefined) return <Pending loading={LOADING} nothingStored={<NoToolsUsedYet />} />;
  const uses = tools.map((tool) => ({ name: pick(tool.title), count: counts[tool.id] ?? 0 })).filter((use) => use.count > 0);
  if (uses.length === 0) return <NoToolsUsedYet />;
  const total = uses.reduce((sum, use) => sum + use.count, 0);
  const summary = `${total} ${total === 1 ? 'entry' : 'entries'} across ${uses.length} ${uses.length === 1 ? 'tool' : 'tools'}; ${usedMostPhrase(uses)}.`;
  return (
    <>
      <p>{summary}</p>
      <div className="insight-chart" role="img" aria-label={`Chart of entries by tool. ${summary}`} style={{ height: `${Math.max(8, uses.length * 2.5 + 4)}rem` }}>
        <ChartBoundary>
          <Suspense fallback={<p className="insight-muted">Loading the chart…</p>}>
            <ToolsUsedChart uses={uses} />
          </Suspense>
        </ChartBoundary>
      </div>
      <details>
        <summary>Show the tools as a table</summary>
        <div className="insight-table-wrap">
          <table className="insight-table">
            <caption>Entries saved, by tool</caption>
            <thead>
              <tr>
                <th scope="col">Tool</th>
                <th scope="col">Entries</th>
              </tr>
            </thead>
            <tbody>
              {uses.map((use) => (
                <tr key={use.name}>
                  <th scope="row">{use.name}</th>
                  <td>{use.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

function RecentSection() {
  const pick = useCopy();
  const recent = useRecentEntries(10);
  if (recent === undefined) return <Pending loading={LOADING} nothingStored={NO_ENTRIES_YET} />;
  if (recent.length === 0) return NO_ENTRIES_YET;
  return (
    <ul className="insight-entries">
      {recent.map((entry) => {
        const tool = findTool(entry.toolId);
        return (
          <li key={entry.id} className="insight-entry">
            <p className="insight-entry__when">
              <strong>{tool ? pick(tool.title) : entry.toolId}</strong> · {formatDateTime(entry.createdAt)}
            </p>
            {tool ? <p className="insight-entry__summary insight-user-text">{summarizeToolEntry(tool, entry.values, pick)}</p> : null}
            {tool ? (
              <Link to={tool.singleDocument ? paths.tool(tool.id) : `${paths.tool(tool.id)}?entry=${encodeURIComponent(entry.id)}`}>
                Open{tool.singleDocument ? '' : ' to read or change'}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** `syncBackup` is the sync and backup section, another feature's, placed in Your data by the app. */
export function ReflectionsPage({ syncBackup = null }: { syncBackup?: ReactNode } = {}) {
  usePageTitle('Your reflections');
  const [params] = useSearchParams();
  // The page is prerendered without a query: what ?deleted=1 adds shows once hydrated, so the first render matches.
  const hydrated = useHydrated();
  const deleted = hydrated && params.get('deleted') === '1';
  const totals = useStoredTotals();
  const plan = useSafetyPlan();
  const measureCounts = useEntryCountsByTool(MEASURE_IDS);

  return (
    <article className="insight-page insight-reflections">
      <header className="insight-header">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link>
        </p>
        <h1>Your reflections</h1>
        <p className="insight-lead">
          What you have recorded, in one place. It is kept in this browser on this device, and only you can see it. These
          are reflections, not scores: there is nothing to keep up with.
        </p>
        {deleted ? (
          <p className="insight-callout" role="status">
            Everything Better Minds kept on this device has been deleted.
          </p>
        ) : null}
        {deleted ? <ErasedSummary param={params.get('erased')} /> : null}
        {totals ? (
          <p>
            Saved on this device: {totals.entries} tool {totals.entries === 1 ? 'entry' : 'entries'}, {totals.activityEntries}{' '}
            imaginarium {totals.activityEntries === 1 ? 'entry' : 'entries'}, {totals.trailsStarted}{' '}
            {totals.trailsStarted === 1 ? 'trail' : 'trails'} and {totals.journeysStarted}{' '}
            {totals.journeysStarted === 1 ? 'journey' : 'journeys'} started, {totals.flowAnswers} guided-flow{' '}
            {totals.flowAnswers === 1 ? 'answer' : 'answers'}.
          </p>
        ) : null}
      </header>

      <section className="insight-section" aria-labelledby="insight-mood-title">
        <h2 id="insight-mood-title">Mood over time</h2>
        <MoodSection />
      </section>

      <section className="insight-section" aria-labelledby="insight-measures-title">
        <h2 id="insight-measures-title">Questionnaires over time</h2>
        <MeasuresSection measureIds={MEASURE_IDS} counts={measureCounts} />
      </section>

      <section className="insight-section" aria-labelledby="insight-used-title">
        <h2 id="insight-used-title">Tools you have used</h2>
        <ToolsUsedSection />
      </section>

      <section className="insight-section" aria-labelledby="insight-recent-title">
        <h2 id="insight-recent-title">Latest entries</h2>
        <RecentSection />
      </section>

      <section className="insight-section" aria-labelledby="insight-plan-link-title">
        <h2 id="insight-plan-link-title">Your safety plan</h2>
        {plan === undefined ? null : plan ? (
          <p>
            Saved {formatDateTime(plan.updatedAt)}. <Link to={paths.tool('safety-plan')}>Read, print or change your safety plan</Link>.
          </p>
        ) : (
          <p>
            You have not made one yet. <Link to={paths.tool('safety-plan')}>Make a safety plan</Link>: a short list, written
            while you feel steady, for getting through hard moments.
          </p>
        )}
      </section>

      <section className="insight-section" aria-labelledby="insight-data-title">
        <h2 id="insight-data-title">Your data</h2>
        <DataControls syncBackup={syncBackup} />
      </section>
    </article>
  );
}
