import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MeasureContent } from '@/content/insight/measure-types';
import type { ToolContent } from '@/content/insight/types';
import { resultValues, scoreMeasure } from '@contract/measure-scoring';
import type { InsightEntryRow, InsightValues } from '@/db/types';
import { Plain } from '@/lib/plain-language';
import { preloadToolPageWrites, saveToolEntry, tickJourneyStep } from '../data/tool-page-writes';
import { EntryList } from './EntryList';
import { StepForm } from './form/StepForm';
import { isMeasureId } from '@/domains/measures/scores-over-time';
import { MeasureResult } from '@/domains/measures/components/MeasureResult';
import { MeasureTrendSection } from '@/domains/measures/components/MeasureTrendSection';

interface MeasureToolProps {
  tool: ToolContent;
  measure: MeasureContent;
  /** The way back to where the person came from (a prescription, a journey), shown under the result. */
  returnLink: ReactNode;
  /** Where the person came from: saved from a prescription or a journey, its item is marked done. */
  returnTo: string | null;
}

/**
 * A scored questionnaire: every item on one screen as native radio groups, then its result. The answers are saved
 * with their total, band and flags in one entry through the tool-entry writer, so the entry appears in Your
 * reflections and can be shared like any other. A saved questionnaire is not edited: a total describes the answers
 * as given at the time, so a different answer is a new questionnaire.
 */
export function MeasureTool({ tool, measure, returnLink, returnTo }: MeasureToolProps) {
  const [params, setParams] = useSearchParams();
  const editId = params.get('entry');
  const [saved, setSaved] = useState<InsightEntryRow | null>(null);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => preloadToolPageWrites('entries'), []);

  const save = async (values: InsightValues) => {
    const result = scoreMeasure(measure.scoring, values);
    // The form requires every item, so a missing total means a form out of step with its scoring: not saved.
    if (!result) return false;
    const entry = await saveToolEntry(tool.id, { ...values, ...resultValues(result) });
    if (entry) {
      await tickJourneyStep(tool.id, returnTo);
      setSaved(entry);
    }
    return entry !== null;
  };

  return (
    <>
      {editId ? (
        <section className="insight-section" aria-labelledby="measure-edit-title">
          <h2 id="measure-edit-title">This questionnaire is kept as you answered it</h2>
          <p>
            <Plain
              standard="A score describes your answers at the time you gave them, so a saved questionnaire cannot be changed. You can take it again now, or delete the entry below."
              plain="A saved score cannot be changed. You can take it again, or delete the entry below."
            />
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              const next = new URLSearchParams(params);
              next.delete('entry');
              setParams(next);
            }}
          >
            Take it again
          </button>
        </section>
      ) : saved ? (
        <MeasureResult
          measure={measure}
          entry={saved}
          onAgain={() => {
            setSaved(null);
            setFormKey((key) => key + 1);
          }}
        >
          {returnLink}
        </MeasureResult>
      ) : (
        <StepForm key={formKey} steps={tool.steps} idPrefix={`insight-${tool.id}`} submitLabel="See my result" onSubmit={save} />
      )}
      {isMeasureId(tool.id) ? <MeasureTrendSection measureId={tool.id} title="Your scores over time" headingId="measure-trend-title" headingLevel={2} /> : null}
      <section className="insight-section" aria-labelledby="insight-entries-title">
        <h2 id="insight-entries-title">Your entries</h2>
        <EntryList tool={tool} />
      </section>
    </>
  );
}
