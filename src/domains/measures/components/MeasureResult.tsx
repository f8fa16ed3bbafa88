import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MeasureContent } from '@/content/insight/measure-types';
import { measureFraming } from '@/content/insight/measure-framing';
import { PHQ9_ITEM9_FLAG, readSavedResult } from '@contract/measure-scoring';
import type { InsightEntryRow } from '@/db/types';
import { formatDateTime } from '@/lib/format';
import { Plain } from '@/lib/plain-language';
import { useCopy } from '@/components/ui/use-copy';
import { paths } from '@/lib/paths';
import { MeasureCrisisHelp } from './MeasureCrisisHelp';
import './measures.css';

interface MeasureResultProps {
  measure: MeasureContent;
  entry: InsightEntryRow;
  onAgain: () => void;
  children?: ReactNode;
}

/**
 * A questionnaire's result, right after saving. When the answers raised PHQ-9 item 9's flag, crisis help comes
 * first, before the score, and takes focus; otherwise the result's heading does. The score is framed as a measure,
 * never a diagnosis, its band named neutrally, with no promise and no judgement.
 */
export function MeasureResult({ measure, entry, onAgain, children }: MeasureResultProps) {
  const pick = useCopy();
  const result = readSavedResult(entry.values);
  const flagged = result?.flags.includes(PHQ9_ITEM9_FLAG) ?? false;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!flagged) headingRef.current?.focus();
  }, [flagged]);
  const band = measure.bands.find((candidate) => candidate.id === result?.band);

  return (
    <>
      {flagged ? <MeasureCrisisHelp /> : null}
      <section className="insight-saved measure-result" aria-labelledby="measure-result-title" data-testid="measure-result">
        <h2 id="measure-result-title" ref={headingRef} tabIndex={-1}>
          Your result
        </h2>
        {result ? (
          <>
            <p className="measure-result__score">
              {pick(measure.scoreLabel)}: <strong data-testid="measure-score">{result.score}</strong> of {result.scoreMax}
            </p>
            {band ? <p className="measure-result__band">{pick(band.label)}</p> : null}
            <p>{pick(measure.meaning)}</p>
          </>
        ) : null}
        <p className="measure-result__note">{pick(measureFraming.notDiagnosis)}</p>
        <p className="insight-muted">
          <Plain
            standard={`Saved on this device at ${formatDateTime(entry.createdAt)}. Your answers are in your entries below, and in Your reflections.`}
            plain={`Saved on this device at ${formatDateTime(entry.createdAt)}. You can find it below.`}
          />
        </p>
        <details className="insight-about">
          <summary>Source</summary>
          <p>{measure.source.citation}</p>
          <p>{measure.source.terms}</p>
          <p>Wording checked on {measure.source.checked} against:</p>
          <ul>
            {measure.source.urls.map((url) => (
              <li key={url}>{url}</li>
            ))}
          </ul>
        </details>
        <div className="insight-actions">
          <button type="button" className="button" onClick={onAgain}>
            Take it again
          </button>
          <Link className="button" to={paths.reflections}>
            Your reflections
          </Link>
        </div>
        {children}
      </section>
    </>
  );
}
