import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SafetyPlanView } from '@/domains/safety-plan/components/SafetyPlanView';
import { paths } from '@/lib/paths';
import { Plain, usePlainText } from '@/lib/plain-language';
import { planSteps, type SafetyPlanRow } from '@/domains/safety-plan/model';
import { useSafetyPlanState, type SafetyPlanState } from '@/domains/safety-plan/data/read-safety-plan';
import { restartSafetyPlanWizard, saveSafetyPlanStep } from '@/domains/safety-plan/data/save-safety-plan';
import { resumeStepIndex } from '@/domains/safety-plan/wizard-progress';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { useCopy } from '@/components/ui/use-copy';
import { Pending } from '@/components/ui/Pending';
import { itemsFromPlan, stepProblem, valuesFromItems, type StepItem } from '../../lib/forge/step-items';
import { PlanActions } from './PlanActions';
import { PlanStepEditor } from './PlanStepEditor';
import { ReviewReminderChooser } from './ReviewReminder';
import { SharePlan } from './SharePlan';
import '../../styles/forge.css';

/** The `?step=` value of the wizard's last page. */
const DONE = 'done';

function stepParam(index: number): string {
  return planSteps[index]?.step.id ?? DONE;
}

interface StepPageProps {
  index: number;
  plan: SafetyPlanRow | null;
  focusOnMount: boolean;
  onGo: (index: number) => void;
}

/** One step: its words, its editor, and saving as the person moves on (or back), so leaving loses nothing saved. */
function StepPage({ index, plan, focusOnMount, onGo }: StepPageProps) {
  const pick = useCopy();
  const text = usePlainText();
  const planStep = planSteps[index]!;
  const { step } = planStep;
  const [items, setItems] = useState<StepItem[]>(() => itemsFromPlan(plan?.values, planStep));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  async function saveAndGo(target: number) {
    if (stepProblem(planStep, items)) {
      if (target < index) {
        onGo(target);
        return;
      }
      const item = pick(planStep.field.itemLabel).toLowerCase();
      setError(text(`Add at least one ${item} to go on: choose one above or write your own.`, `Add at least one ${item} to go on.`));
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    setSaving(true);
    const saved = await saveSafetyPlanStep(step.id, valuesFromItems(planStep, items));
    setSaving(false);
    if (!saved) {
      setError('This step could not be saved on this device. Your words are still here: try again in a moment.');
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    onGo(target);
  }

  const last = index === planSteps.length - 1;
  return (
    <section className="forge-wizard-step" aria-labelledby="forge-step-title">
      <p className="forge-progress">
        Part {index + 1} of {planSteps.length}
      </p>
      <h2 id="forge-step-title" ref={headingRef} tabIndex={-1}>
        {pick(step.title)}
      </h2>
      {step.body ? <p>{pick(step.body)}</p> : null}
      <PlanStepEditor step={planStep} items={items} onChange={setItems} />
      <p ref={errorRef} tabIndex={-1} className="forge-problem" role="alert">
        {error ?? ''}
      </p>
      <div className="forge-actions">
        <button type="button" className="button button--primary" disabled={saving} onClick={() => void saveAndGo(index + 1)}>
          {last ? 'Save and finish' : 'Save and continue'}
        </button>
        {index > 0 ? (
          <button type="button" className="button" disabled={saving} onClick={() => void saveAndGo(index - 1)}>
            Back
          </button>
        ) : null}
      </div>
      <p className="forge-muted">
        <Plain
          standard="Each step is saved on this device when you go on. You can stop at any point: next time, the wizard opens at the step after the last one you saved."
          plain="Each step is saved when you go on. You can stop any time. Next time you start where you stopped."
        />
      </p>
    </section>
  );
}

/** The last page: the whole plan, printable and downloadable, with the review reminder. */
function Finished({ plan, state, focusOnMount, onAgain }: { plan: SafetyPlanRow | null; state: SafetyPlanState; focusOnMount: boolean; onAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section className="forge-finished" aria-labelledby="forge-finished-title">
      <h2 id="forge-finished-title" ref={headingRef} tabIndex={-1} className="safety-plan-no-print">
        Your plan is saved
      </h2>
      <p className="safety-plan-no-print">
        <Plain
          standard="Well done for making it. Keep it where you can reach it, and think about sharing it with someone you trust or your therapist."
          plain="Well done. Keep it close. You can share it with someone you trust."
        />
      </p>
      {plan ? (
        <>
          <PlanActions plan={plan} />
          <ReviewReminderChooser review={state.review} planUpdatedAt={plan.updatedAt} />
          <SafetyPlanView entry={plan} />
          <SharePlan plan={plan} />
        </>
      ) : null}
      <div className="forge-actions safety-plan-no-print">
        <Link className="button" to={paths.forge}>
          Back to the forge
        </Link>
        <button type="button" className="button" onClick={onAgain}>
          Go through the steps again
        </button>
      </div>
    </section>
  );
}

function Wizard() {
  const state = useSafetyPlanState();
  const [params, setParams] = useSearchParams();
  // Focus moves to the new step's heading only when the person moved there, never on the first load.
  const [moved, setMoved] = useState(false);
  if (state === undefined) return <p className="forge-muted forge-placeholder">Loading your plan…</p>;
  const requested = params.get('step');
  const requestedIndex = requested === DONE ? planSteps.length : planSteps.findIndex(({ step }) => step.id === requested);
  const index = requestedIndex >= 0 ? requestedIndex : resumeStepIndex(state.wizard, state.plan?.id);
  const go = (target: number) => {
    setMoved(true);
    setParams({ step: stepParam(target) });
  };
  if (index >= planSteps.length) {
    return (
      <Finished
        plan={state.plan}
        state={state}
        focusOnMount={moved}
        onAgain={() => {
          void restartSafetyPlanWizard().then(() => go(0));
        }}
      />
    );
  }
  return <StepPage key={planSteps[index]!.step.id} index={index} plan={state.plan} focusOnMount={moved} onGo={go} />;
}

/**
 * /presence/forge/wizard: builds the safety plan step by step, with presets and the person's own words, saving each
 * step as it goes into the one plan Insight's tool shows. The words around it prerender; the steps need the device.
 */
export function ForgeWizardPage() {
  usePageTitle('Forge wizard');
  const hydrated = useHydrated();
  return (
    <article className="forge-page forge-wizard">
      <header className="forge-header safety-plan-no-print">
        <p className="forge-breadcrumb">
          <Link to={paths.presence}>Presence</Link> / <Link to={paths.forge}>Forge</Link> / Wizard
        </p>
        <h1>Forge wizard</h1>
        <p className="forge-lead">
          <Plain
            standard="Build your safety plan one step at a time, while you feel steady. Choose from ordinary ideas or write your own; there are no right answers."
            plain="Make your safety plan one step at a time. Pick ideas or write your own. There are no wrong answers."
          />
        </p>
        <p className="forge-crisis">
          If you are in danger now, <Link to={paths.crisisHelp}>get crisis help</Link> first.
        </p>
      </header>
      {hydrated ? (
        <Wizard />
      ) : (
        // Before the app has started: on a first visit there is no plan, so the first step shows at once.
        <Pending
          loading={<p className="forge-muted forge-placeholder">Loading your plan…</p>}
          nothingStored={<StepPage index={0} plan={null} focusOnMount={false} onGo={() => undefined} />}
        />
      )}
    </article>
  );
}
