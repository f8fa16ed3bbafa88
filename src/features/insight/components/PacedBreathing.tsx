import { useEffect, useRef, useState } from 'react';
import type { BreathingPattern, BreathingPhase, ToolContent } from '@/content/insight/types';
import type { InsightValues } from '@/db/types';
import { useCopy } from '../hooks/use-copy';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useStartInView } from '../hooks/use-start-in-view';
import { formatDuration } from '@/lib/format';
import { useNarrator } from '@/lib/narration';
import { SimpleFieldInput } from './form/SimpleFieldInput';
import { StepForm } from './form/StepForm';

const PHASE_WORDS: Record<BreathingPhase['kind'], string> = {
  in: 'Breathe in',
  hold: 'Hold',
  out: 'Breathe out',
  rest: 'Rest',
};

function phaseInstruction(phase: BreathingPhase): string {
  const seconds = `${phase.seconds} seconds`;
  switch (phase.kind) {
    case 'in':
      return `Breathe in gently, through your nose if you can, for ${seconds}.`;
    case 'hold':
      return `Hold the breath softly for ${seconds}.`;
    case 'out':
      return `Breathe out slowly for ${seconds}.`;
    default:
      return `Rest with empty lungs for ${seconds}.`;
  }
}

function cycleSeconds(pattern: BreathingPattern): number {
  return pattern.phases.reduce((total, phase) => total + phase.seconds, 0);
}

/** Where in the pattern a moment falls: which phase, and how many whole seconds of it are left. */
function phaseAt(pattern: BreathingPattern, elapsedSeconds: number): { index: number; remaining: number; cycle: number } {
  const length = cycleSeconds(pattern);
  const cycle = Math.floor(elapsedSeconds / length);
  let within = elapsedSeconds - cycle * length;
  for (let index = 0; index < pattern.phases.length; index += 1) {
    const phase = pattern.phases[index] as BreathingPhase;
    if (within < phase.seconds) return { index, remaining: Math.ceil(phase.seconds - within), cycle };
    within -= phase.seconds;
  }
  return { index: 0, remaining: pattern.phases[0]?.seconds ?? 0, cycle: cycle + 1 };
}

interface PacedBreathingProps {
  tool: ToolContent;
  onSave: (values: InsightValues) => Promise<boolean>;
  /** Start breathing at once with the first pattern and the default length (a one-tap link asked for it). */
  startNow?: boolean;
}

type Stage = { kind: 'setup' } | { kind: 'running'; startedAt: number } | { kind: 'after'; seconds: number };

/**
 * Paced breathing: choose a pattern and a length, then follow the cues. An expanding circle guides the breath;
 * with Reduce Motion there is no animation, only the steps and the current one marked. In audio mode each phase
 * is spoken. Saving records the session and its completion.
 */
export function PacedBreathing({ tool, onSave, startNow = false }: PacedBreathingProps) {
  const pick = useCopy();
  const reducedMotion = useReducedMotion();
  const narrator = useNarrator();
  const patterns = tool.breathing?.patterns ?? [];
  const minuteChoices = tool.breathing?.minutes ?? [3];
  const [patternId, setPatternId] = useState(patterns[0]?.id ?? '');
  const [minutes, setMinutes] = useState(minuteChoices.includes(3) ? 3 : (minuteChoices[0] ?? 1));
  const [tensionBefore, setTensionBefore] = useState<number | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'setup' });
  const [now, setNow] = useState(() => Date.now());
  const statusRef = useRef<HTMLHeadingElement>(null);
  const runningRef = useRef<HTMLElement>(null);
  const spokenPhase = useRef<string | null>(null);
  const startedNow = useRef(false);

  const pattern = patterns.find((candidate) => candidate.id === patternId) ?? patterns[0];
  const beforeField = tool.steps[0]?.fields[0];
  const afterStep = tool.steps[1];
  const totalSeconds = minutes * 60;

  // Started from a one-tap link: after mounting (never during render, so a prerendered page hydrates as it was
  // rendered), and only once, so "Start again" afterwards returns to the setup.
  const canStart = patterns.length > 0;
  useEffect(() => {
    if (!startNow || !canStart || startedNow.current) return;
    startedNow.current = true;
    const startedAt = Date.now();
    setNow(startedAt);
    setStage({ kind: 'running', startedAt });
  }, [startNow, canStart]);

  useEffect(() => {
    if (stage.kind !== 'running') return;
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [stage.kind]);

  const elapsed = stage.kind === 'running' ? Math.max(0, (now - stage.startedAt) / 1000) : 0;
  const finished = stage.kind === 'running' && elapsed >= totalSeconds;

  useEffect(() => {
    if (finished) {
      narrator.stop();
      setStage({ kind: 'after', seconds: totalSeconds });
    }
  }, [finished, narrator, totalSeconds]);

  const position = pattern && stage.kind === 'running' ? phaseAt(pattern, elapsed) : null;
  const phase = position && pattern ? pattern.phases[position.index] : undefined;

  useEffect(() => {
    if (!narrator.enabled || !phase || !position) return;
    const key = `${position.cycle}:${position.index}`;
    if (spokenPhase.current === key) return;
    spokenPhase.current = key;
    void narrator.speak(PHASE_WORDS[phase.kind]);
  }, [narrator, phase, position]);

  // Started (a tap on Start or a one-tap link): the cue and Stop come into view. Stopped or finished: focus moves to
  // what happened, where the person already is.
  useStartInView(stage.kind === 'running', runningRef, statusRef);
  useEffect(() => {
    if (stage.kind === 'after') statusRef.current?.focus();
  }, [stage.kind]);

  if (!pattern) return null;

  function start() {
    spokenPhase.current = null;
    const startedAt = Date.now();
    setNow(startedAt);
    setStage({ kind: 'running', startedAt });
  }

  function stop() {
    narrator.stop();
    setStage({ kind: 'after', seconds: Math.min(totalSeconds, Math.floor(elapsed)) });
  }

  const steps = (
    <ol className="insight-breath__steps">
      {pattern.phases.map((step, index) => (
        <li key={index} aria-current={position?.index === index ? 'step' : undefined}>
          {phaseInstruction(step)}
        </li>
      ))}
      <li>Repeat, for {minutes === 1 ? '1 minute' : `${minutes} minutes`}.</li>
    </ol>
  );

  if (stage.kind === 'setup') {
    return (
      <section className="insight-breath" aria-labelledby="insight-breath-setup">
        <h2 id="insight-breath-setup">Set up your session</h2>
        <fieldset className="insight-field insight-choice">
          <legend className="insight-field__label">Breathing pattern</legend>
          <div className="insight-choice__options">
            {patterns.map((candidate) => (
              <div key={candidate.id} className="insight-choice__option">
                <input
                  id={`insight-breath-pattern-${candidate.id}`}
                  type="radio"
                  name="insight-breath-pattern"
                  checked={candidate.id === pattern.id}
                  onChange={() => setPatternId(candidate.id)}
                />
                <label htmlFor={`insight-breath-pattern-${candidate.id}`}>
                  {pick(candidate.label)}
                  <span className="insight-choice__hint">{pick(candidate.description)}</span>
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="insight-field insight-choice">
          <legend className="insight-field__label">How long</legend>
          <div className="insight-choice__options insight-choice__options--row">
            {minuteChoices.map((choice) => (
              <div key={choice} className="insight-choice__option">
                <input
                  id={`insight-breath-minutes-${choice}`}
                  type="radio"
                  name="insight-breath-minutes"
                  checked={choice === minutes}
                  onChange={() => setMinutes(choice)}
                />
                <label htmlFor={`insight-breath-minutes-${choice}`}>{choice === 1 ? '1 minute' : `${choice} minutes`}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <h3>Step by step</h3>
        {steps}
        {beforeField && beforeField.kind === 'scale' ? (
          <SimpleFieldInput
            field={beforeField}
            value={tensionBefore}
            onChange={(value) => setTensionBefore(typeof value === 'number' ? value : null)}
            domId="insight-breath-before"
          />
        ) : null}
        {narrator.enabled ? <p className="insight-muted">Audio mode is on: each step will be spoken.</p> : null}
        <div className="insight-actions">
          <button type="button" className="button button--primary" onClick={start}>
            Start breathing
          </button>
        </div>
      </section>
    );
  }

  if (stage.kind === 'running' && phase && position) {
    const left = Math.max(0, Math.ceil(totalSeconds - elapsed));
    return (
      <section className="insight-breath insight-start-in-view" aria-labelledby="insight-breath-now" ref={runningRef}>
        <h2 id="insight-breath-now" ref={statusRef} tabIndex={-1}>
          Breathing: {formatDuration(left)} left
        </h2>
        {reducedMotion ? null : (
          <div className="insight-breath__stage" aria-hidden="true">
            <div
              key={`${position.cycle}-${position.index}`}
              className={`insight-breath__circle insight-breath__circle--${phase.kind}`}
              style={{ animationDuration: `${phase.seconds}s` }}
            />
          </div>
        )}
        <p className="insight-breath__cue" data-phase={phase.kind}>
          <span className="insight-breath__word">{PHASE_WORDS[phase.kind]}</span>{' '}
          <span className="insight-breath__count">{position.remaining}</span>
        </p>
        {reducedMotion ? steps : null}
        <p className="insight-muted">Breath {position.cycle + 1}. If you feel light-headed, stop and breathe normally.</p>
        <div className="insight-actions">
          <button type="button" className="button" onClick={stop}>
            Stop
          </button>
        </div>
      </section>
    );
  }

  const seconds = stage.kind === 'after' ? stage.seconds : 0;
  const cycles = Math.floor(seconds / cycleSeconds(pattern));
  return (
    <section className="insight-breath" aria-labelledby="insight-breath-done">
      <h2 id="insight-breath-done" ref={statusRef} tabIndex={-1}>
        {seconds >= totalSeconds ? 'Session complete' : 'Session stopped'}
      </h2>
      <p>
        You breathed for {formatDuration(seconds)} ({cycles === 1 ? '1 full breath' : `${cycles} full breaths`}) with “{pick(pattern.label)}”.
      </p>
      {cycles >= 1 && afterStep ? (
        <StepForm
          steps={[afterStep]}
          idPrefix="insight-breath-after"
          submitLabel="Save this session"
          onSubmit={(values) =>
            onSave({
              patternId: pattern.id,
              minutes,
              seconds,
              cycles,
              tensionBefore,
              ...values,
            })
          }
          onCancel={() => setStage({ kind: 'setup' })}
          cancelLabel="Start again without saving"
        />
      ) : (
        <>
          <p>That was shorter than one full breath, so there is nothing to save.</p>
          <button type="button" className="button button--primary" onClick={() => setStage({ kind: 'setup' })}>
            Start again
          </button>
        </>
      )}
    </section>
  );
}
