import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { config } from '@/config/env';
import { AGE_TIERS, DEFAULT_AGE_TIER, type FlowStep, type FlowVersion, type SimpleFieldDef } from '@/content/insight/types';
import type { AgeTier, InsightFieldGroup } from '@/db/types';
import { usePageTitle } from '@/lib/use-page-title';
import { recordFlowEvent } from '@/features/insight/data/record-flow-event';
import { flowBodyOf, tierToShow } from '../data/flow-rows';
import { useFlowRow } from '../data/read-flows';
import { useCopy } from '../hooks/use-copy';
import { paths, safeReturnPath } from '../lib/paths';
import { FlowList, tierNames } from './FlowList';
import { SimpleFieldInput } from './form/SimpleFieldInput';
import { InsightNotFound } from './InsightNotFound';
import { ReturnLink } from './ReturnLink';
import '../styles/insight.css';

type Answer = InsightFieldGroup[string];

function isAgeTier(value: string | null): value is AgeTier {
  return value !== null && (AGE_TIERS as readonly string[]).includes(value);
}

/** A flow question as a form field, so it looks and behaves like every other answer in Insight. */
function questionField(step: Extract<FlowStep, { kind: 'question' }>): SimpleFieldDef {
  const { answer } = step;
  if (answer.type === 'choice') return { id: step.id, kind: 'choice', label: step.question, multiple: false, options: answer.options };
  if (answer.type === 'scale') {
    return { id: step.id, kind: 'scale', label: step.question, min: answer.min, max: answer.max, minLabel: answer.minLabel, maxLabel: answer.maxLabel };
  }
  return { id: step.id, kind: 'textarea', label: step.question, maxLength: 4000 };
}

function hasAnswer(value: Answer | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

interface Run {
  id: string;
  tier: AgeTier;
  version: FlowVersion;
}

function FlowRun({ flowId, run, onDone }: { flowId: string; run: Run; onDone: () => void }) {
  const pick = useCopy();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = run.version.steps[index];

  useEffect(() => {
    headingRef.current?.focus();
    if (step) {
      void recordFlowEvent({
        flowId,
        eventType: 'step_viewed',
        eventData: { run: run.id, tier: run.tier, step_id: step.id, step_index: index },
      });
    }
  }, [flowId, run, step, index]);

  if (!step) return null;
  const last = index === run.version.steps.length - 1;

  async function next() {
    if (!step) return;
    const answer = answers[step.id];
    if (step.kind === 'question' && hasAnswer(answer)) {
      await recordFlowEvent({
        flowId,
        eventType: 'answer_given',
        eventData: { run: run.id, tier: run.tier, step_id: step.id, answer: typeof answer === 'string' ? answer.trim() : answer },
      });
    }
    if (last) {
      await recordFlowEvent({ flowId, eventType: 'flow_completed', eventData: { run: run.id, tier: run.tier, steps: run.version.steps.length } });
      onDone();
    } else {
      setIndex(index + 1);
    }
  }

  return (
    <section className="insight-step" aria-labelledby="insight-flow-step">
      <p className="insight-form__progress">
        Step {index + 1} of {run.version.steps.length}
      </p>
      <h2 id="insight-flow-step" ref={headingRef} tabIndex={-1}>
        {pick(step.title)}
      </h2>
      {step.kind === 'info' ? <p>{pick(step.body)}</p> : null}
      {step.kind === 'question' ? (
        <>
          {step.body ? <p>{pick(step.body)}</p> : null}
          <SimpleFieldInput
            field={questionField(step)}
            value={answers[step.id] ?? (step.answer.type === 'text' ? '' : null)}
            onChange={(value) => setAnswers((current) => ({ ...current, [step.id]: value }))}
            domId={`insight-flow-answer-${step.id}`}
          />
          <p className="insight-muted">You can skip any question.</p>
        </>
      ) : null}
      <div className="insight-actions">
        {index > 0 ? (
          <button type="button" className="button" onClick={() => setIndex(index - 1)}>
            Back
          </button>
        ) : null}
        <button type="button" className="button button--primary" onClick={() => void next()}>
          {last ? 'Finish' : 'Next'}
        </button>
      </div>
    </section>
  );
}

export function FlowPage() {
  const { flowId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const pick = useCopy();
  const tierParam = params.get('tier');
  const wantedTier: AgeTier = isAgeTier(tierParam) ? tierParam : DEFAULT_AGE_TIER;
  const row = useFlowRow(flowId, wantedTier);
  const body = row ? flowBodyOf(row) : null;
  usePageTitle(body ? pick(body.title) : row === undefined ? 'Guided flow' : 'Page not found');
  const [run, setRun] = useState<Run | null>(null);
  const [finished, setFinished] = useState<Run | null>(null);
  const endRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (finished) endRef.current?.focus();
  }, [finished]);

  if (row === undefined) return <p className="insight-muted">Loading…</p>;
  const tier = row && body ? tierToShow(row, wantedTier) : null;
  const version = tier && body ? body.versions[tier] : undefined;
  if (!row || !body || !tier || !version) return <InsightNotFound what="guided flow" />;
  const returnTo = safeReturnPath(params.get('from'));

  function begin() {
    if (!tier || !version) return;
    const next: Run = { id: crypto.randomUUID(), tier, version };
    setFinished(null);
    setRun(next);
    void recordFlowEvent({ flowId: row!.id, eventType: 'flow_started', eventData: { run: next.id, tier } });
  }

  return (
    <article className="insight-page insight-flow">
      <header className="insight-header">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link> / <Link to={paths.tools}>Tools</Link>
        </p>
        <ReturnLink to={returnTo} />
        <h1>{pick(body.title)}</h1>
        <p className="insight-lead">{pick(body.summary)}</p>
      </header>

      {run ? (
        <FlowRun
          flowId={row.id}
          run={run}
          onDone={() => {
            setFinished(run);
            setRun(null);
          }}
        />
      ) : finished ? (
        <section className="insight-saved" aria-labelledby="insight-flow-end">
          <h2 id="insight-flow-end" ref={endRef} tabIndex={-1}>
            Well done
          </h2>
          <p>{pick(finished.version.closing)}</p>
          <div className="insight-actions">
            <button type="button" className="button" onClick={begin}>
              Go through it again
            </button>
            <ReturnLink to={returnTo} asButton />
          </div>
          <h3>Related flows</h3>
          <FlowList tags={row.tags} exclude={row.id} headingLevel={4} />
        </section>
      ) : (
        <section className="insight-step" aria-labelledby="insight-flow-intro">
          <h2 id="insight-flow-intro">Before you start</h2>
          {row.age_tiers.length > 1 ? (
            <fieldset className="insight-field insight-choice">
              <legend className="insight-field__label">Who is this for?</legend>
              <div className="insight-choice__options insight-choice__options--row">
                {row.age_tiers.map((candidate) => (
                  <div key={candidate} className="insight-choice__option">
                    <input
                      id={`insight-flow-tier-${candidate}`}
                      type="radio"
                      name="insight-flow-tier"
                      checked={candidate === tier}
                      onChange={() => {
                        const next = new URLSearchParams(params);
                        next.set('tier', candidate);
                        setParams(next, { replace: true });
                      }}
                    />
                    <label htmlFor={`insight-flow-tier-${candidate}`}>{tierNames[candidate]}</label>
                  </div>
                ))}
              </div>
            </fieldset>
          ) : null}
          <p>{pick(version.intro)}</p>
          <p className="insight-muted">
            {version.steps.length} short steps.{' '}
            {config.supabase
              ? 'Your answers are saved on this device and copied to this site’s database.'
              : 'Your answers are saved only on this device.'}
          </p>
          <div className="insight-actions">
            <button type="button" className="button button--primary" onClick={begin}>
              Start
            </button>
          </div>
        </section>
      )}

      <p className="insight-note">
        If you are in danger or thinking about harming yourself, <Link to={paths.crisisHelp}>get crisis help now</Link>.
      </p>
    </article>
  );
}
