import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Plain, usePlainText } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import type { PlanAccount, PlanActions } from '../data/plan-account';
import { SAMPLE_SUBSCRIPTION_DAYS } from '../data/sample-subscription';
import { SubscriptionStandingText } from './SubscriptionStandingText';
import '../styles/plans.css';

const FREE_INCLUDES: { standard: string; plain: string }[] = [
  { standard: 'Every self-reflection tool, trail, journey and imaginarium activity in Insight', plain: 'All the tools, trails and journeys in Insight' },
  { standard: 'Grounding, breathing and the on-device AI tools in Presence', plain: 'Grounding, breathing and the AI tools in Presence' },
  { standard: 'The Resonance library and stories', plain: 'The Resonance library and stories' },
  { standard: 'Crisis help, always, on every screen, offline too', plain: 'Crisis help, always, on every screen' },
  { standard: 'No account needed: what you write stays on your device', plain: 'No account needed. What you write stays on your device' },
];

const PRO_INCLUDES: { standard: string; plain: string }[] = [
  { standard: 'Star Chart: a workspace for your clients by alias, prescriptions, rhythms and returns', plain: 'Star Chart: your clients, what you prescribe and what they send back' },
  { standard: 'A listing in the therapist directory, once an admin has verified your licence', plain: 'A place in the therapist list, once your licence is checked' },
];

/** Where "Choose the professional plan" leads: the subscription page for a therapist, the sign-in for anyone else. */
function professionalPath(account: PlanAccount, actions: Pick<PlanActions, 'signInPath'>): string {
  if (account.status === 'signed-in' && account.isTherapist) return paths.subscriptionSuccess;
  if (account.status === 'loading') return paths.subscriptionSuccess;
  return actions.signInPath(paths.subscriptionSuccess);
}

/** /plans: a free plan for everyone, and the professional plan for therapists. Prerendered: our own content. */
export function PlansPage({ account, actions }: { account: PlanAccount; actions: Pick<PlanActions, 'signInPath'> }) {
  usePageTitle('Plans');
  const text = usePlainText();
  return (
    <article className="plans-page">
      <header>
        <h1>{text('Plans', 'Plans')}</h1>
        <p>
          <Plain
            standard="Better Minds is free for everyone who uses it for their own wellbeing. The professional plan is for therapists who use Star Chart with their clients."
            plain="Better Minds is free for you. The professional plan is for therapists."
          />
        </p>
      </header>
      <ul className="plans-grid" aria-label={text('The plans', 'Plans')}>
        <li className="plans-card" aria-labelledby="plan-free">
          <h2 id="plan-free">{text('Free', 'Free')}</h2>
          <p className="plans-price">{text('Free, for everyone, for good', 'Free, always')}</p>
          <ul>
            {FREE_INCLUDES.map((item) => (
              <li key={item.standard}>{text(item.standard, item.plain)}</li>
            ))}
          </ul>
          <p className="plans-muted">
            <Plain standard="There is nothing to choose: you already have it." plain="You already have it." />
          </p>
        </li>
        <li className="plans-card" aria-labelledby="plan-professional">
          <h2 id="plan-professional">{text('Professional', 'Professional')}</h2>
          <p className="plans-price">{text(`A ${SAMPLE_SUBSCRIPTION_DAYS}-day sample, no payment`, `${SAMPLE_SUBSCRIPTION_DAYS} days, free to try`)}</p>
          <ul>
            {PRO_INCLUDES.map((item) => (
              <li key={item.standard}>{text(item.standard, item.plain)}</li>
            ))}
          </ul>
          <p>
            <Plain
              standard={`No payment service is connected yet, so no card is asked for and nothing is charged. Choosing this plan starts a ${SAMPLE_SUBSCRIPTION_DAYS}-day sample subscription. It does not renew by itself: when it ends, your directory listing stops being public until you choose the plan again.`}
              plain={`Nothing is charged. You get ${SAMPLE_SUBSCRIPTION_DAYS} days. It does not renew by itself: choose it again when it ends.`}
            />
          </p>
          <div className="plans-standing">
            {account.status === 'signed-in' ? <SubscriptionStandingText profile={account.profile} /> : null}
          </div>
          <p>
            <Link className="button button--primary" to={professionalPath(account, actions)}>
              {text('Choose the professional plan', 'Choose professional')}
            </Link>
          </p>
          {account.status === 'signed-out' ? (
            <p className="plans-muted">{text('You will be asked to sign in as a therapist first.', 'You sign in first.')}</p>
          ) : null}
        </li>
      </ul>
      <p>
        <Plain
          standard="Every self-help tool and crisis help stay free, whatever plan a therapist chooses. If you are in crisis, "
          plain="Tools and crisis help are always free. If you are in crisis, "
        />
        <Link to={paths.crisisHelp}>{text('find crisis help now', 'get help now')}</Link>.
      </p>
    </article>
  );
}
