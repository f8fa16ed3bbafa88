import { Link } from 'react-router-dom';
import { SafetyPlanView } from '@/domains/safety-plan/components/SafetyPlanView';
import { paths } from '@/lib/paths';
import { Plain, usePlainText } from '@/lib/plain-language';
import { countStepEntries, isPlanEmpty, planSteps } from '@/domains/safety-plan/model';
import { useSafetyPlanState } from '@/domains/safety-plan/data/read-safety-plan';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { useCopy } from '@/components/ui/use-copy';
import { Pending } from '@/components/ui/Pending';
import { PlanActions } from './PlanActions';
import { ReviewDueNotice, ReviewReminderChooser } from './ReviewReminder';
import { SharePlan } from './SharePlan';
import '../../styles/forge.css';

/** Where each step of the plan is changed: its own page of the wizard. */
function wizardStepPath(stepId: string): string {
  return `${paths.forgeWizard}?step=${encodeURIComponent(stepId)}`;
}

/** The invitation to start (or carry on with) a plan that has nothing in it yet. */
function StartYourPlan({ started }: { started: boolean }) {
  const text = usePlainText();
  return (
    <section className="forge-start" aria-labelledby="forge-start-title">
      <h2 id="forge-start-title">{text('Start your plan', 'Make your plan')}</h2>
      <p>
        <Plain
          standard="Seven short steps, with ideas to choose from and room for your own words. Each step is saved on this device as you go, so you can stop at any point and carry on later."
          plain="Seven short steps. Pick from ideas or write your own. Each step is saved as you go. You can stop and come back."
        />
      </p>
      <Link className="button button--primary" to={paths.forgeWizard}>
        {started ? 'Carry on with my plan' : 'Build my plan step by step'}
      </Link>
    </section>
  );
}

/** The person's plan, the reminder and the actions: only after hydration (the plan lives on this device). */
function Toolkit() {
  const state = useSafetyPlanState();
  const pick = useCopy();
  const text = usePlainText();
  if (state === undefined) return <p className="forge-muted forge-placeholder">Loading your plan…</p>;
  const { plan, review } = state;
  if (!plan || isPlanEmpty(plan.values)) return <StartYourPlan started={plan !== null} />;
  const filled = planSteps.filter((step) => countStepEntries(plan.values, step) > 0).length;
  return (
    <>
      <ReviewDueNotice review={review} planUpdatedAt={plan.updatedAt} />
      <p className="forge-summary safety-plan-no-print">
        {filled} of {planSteps.length} steps have something in them. <Link to={paths.forgeWizard}>{text('Go on in the wizard', 'Open the wizard')}</Link>
      </p>
      <PlanActions plan={plan} />
      <SafetyPlanView entry={plan} editLinkFor={(stepId) => ({ to: wizardStepPath(stepId), label: `Change “${pick(planSteps.find(({ step }) => step.id === stepId)!.step.title)}”` })} />
      <SharePlan plan={plan} />
      <ReviewReminderChooser review={review} planUpdatedAt={plan.updatedAt} />
    </>
  );
}

/**
 * /presence/forge: the person's own toolkit for hard moments, built from the one safety plan Insight's tool also
 * shows. The words around it prerender; the plan arrives after hydration into a placeholder.
 */
export function ForgePage() {
  usePageTitle('Forge');
  const hydrated = useHydrated();
  return (
    <article className="forge-page">
      <header className="forge-header safety-plan-no-print">
        <p className="forge-breadcrumb">
          <Link to={paths.presence}>Presence</Link> / Forge
        </p>
        <h1>Forge</h1>
        <p className="forge-lead">
          <Plain
            standard="Your own toolkit for hard moments: the signs that tell you a crisis may be building, what helps you cope, the people and places that help, what matters most to you, and how to make your space safer. It is your safety plan, kept on this device and the same one Insight shows."
            plain="Your own toolkit for hard moments. Signs to watch for, what helps you, people who help, what matters to you, and how to stay safe. It is your safety plan. It stays on this device."
          />
        </p>
        <p className="forge-crisis">
          If you are in danger now, <Link to={paths.crisisHelp}>get crisis help</Link> first: phone and text lines for your country, available
          offline.
        </p>
        <p>
          <Plain standard="Your trusted people, with call and text links, are in " plain="Your trusted people are in " />
          <Link to={paths.hearthlink}>Hearthlink</Link>.
        </p>
      </header>
      {hydrated ? (
        <Toolkit />
      ) : (
        // Before the app has started: on a first visit there is no plan, so the invitation to start shows at once.
        <Pending loading={<p className="forge-muted forge-placeholder">Loading your plan…</p>} nothingStored={<StartYourPlan started={false} />} />
      )}
    </article>
  );
}
