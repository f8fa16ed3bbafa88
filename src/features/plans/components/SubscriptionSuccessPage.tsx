import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { startListingSubscription, type ServerSubscriptionResult } from '@/domains/directory-listing/data/listing-service';
import { paths } from '@/lib/paths';
import { Plain, usePlainText } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import type { PlanAccount, PlanActions } from '../data/plan-account';
import { isFirstPlanChoice, recordPlanChoice } from '../data/plan-choices';
import { longDate, SAMPLE_SUBSCRIPTION_DAYS, subscriptionToStart } from '../data/sample-subscription';
import '../styles/plans.css';

/** `firstChoice`: the first time this therapist chose the plan on this device; "already active" is never said then. */
type Outcome = { profile: 'started' | 'kept' | 'not-saved'; firstChoice: boolean; listing: ServerSubscriptionResult | 'asking' };

function ListingLine({ listing, firstChoice }: { listing: Outcome['listing']; firstChoice: boolean }) {
  const text = usePlainText();
  if (listing === 'asking') return <p className="plans-muted">{text('Adding it to your directory listing…', 'Adding it to your listing…')}</p>;
  if (listing.kind === 'no-listing') {
    return <p>{text('When you ask to be listed in the directory (in Star Chart, under your profile), this subscription covers your listing.', 'When you ask to be in the therapist list, this plan covers it.')}</p>;
  }
  if (listing.kind === 'unavailable') {
    return <p>{text('Your directory listing could not be reached now. The subscription will be added to it the next time you open Star Chart while online.', 'We could not reach your listing. It will be added next time you open Star Chart online.')}</p>;
  }
  const { subscription, outcome } = listing.state;
  const kept = outcome === 'kept-active' && !firstChoice ? text(' It was already active, so it was kept as it is.', ' It was already on.') : '';
  return (
    <p>
      {subscription.end
        ? text(`Your directory listing's subscription is active until ${longDate(subscription.end)}.`, `Your listing's plan is on until ${longDate(subscription.end)}.`)
        : text("Your directory listing's subscription is active.", "Your listing's plan is on.")}
      {kept}
    </p>
  );
}

/**
 * /subscription/success: starts the spec's 30-day sample subscription on the therapist's profile (an active one is
 * kept, not extended) and on their directory listing when they have one, and says plainly when it ends.
 */
export function SubscriptionSuccessPage({ account, actions }: { account: PlanAccount; actions: PlanActions }) {
  usePageTitle('Subscription');
  const text = usePlainText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const therapist = account.status === 'signed-in' && account.isTherapist ? account.profile : null;

  useEffect(() => {
    if (!therapist || started.current) return;
    started.current = true;
    const now = new Date();
    const fields = subscriptionToStart(therapist, now);
    void (async () => {
      const firstChoice = await isFirstPlanChoice(therapist.id, now);
      // On the first choice an active subscription is the one the sign-in just started: it is this choice's start.
      const profile = fields ? ((await actions.saveSubscription(fields)) ? 'started' : 'not-saved') : firstChoice ? 'started' : 'kept';
      if (profile !== 'not-saved') await recordPlanChoice(therapist.id, now);
      setOutcome({ profile, firstChoice, listing: 'asking' });
      const listing = await startListingSubscription();
      setOutcome({ profile, firstChoice, listing });
    })();
  }, [therapist, actions]);

  useEffect(() => {
    if (outcome?.profile) headingRef.current?.focus();
  }, [outcome?.profile]);

  if (account.status === 'signed-out' || (account.status === 'signed-in' && !account.isTherapist)) {
    return <Navigate replace to={actions.signInPath(paths.subscriptionSuccess)} />;
  }
  const end = therapist?.subscriptionEnd ?? null;
  return (
    <article className="plans-page">
      {outcome === null ? (
        <p role="status" className="plans-muted">
          {text('Starting your professional plan…', 'Starting your plan…')}
        </p>
      ) : (
        <>
          <h1 ref={headingRef} tabIndex={-1}>
            {outcome.profile === 'started'
              ? text('Your professional plan has started', 'Your plan has started')
              : outcome.profile === 'kept'
                ? text('Your professional plan is already active', 'Your plan is already on')
                : text('Your plan could not be saved', 'Your plan was not saved')}
          </h1>
          <div role="status">
            {outcome.profile === 'not-saved' ? (
              <p>{text('The browser did not save the subscription on this device. Please go back to Plans and try again.', 'Not saved. Go back to Plans and try again.')}</p>
            ) : (
              <p>
                <strong>
                  {end
                    ? text(`It ends on ${longDate(end)}.`, `It ends on ${longDate(end)}.`)
                    : text('It has no end date.', 'It has no end date.')}
                </strong>{' '}
                {outcome.profile === 'kept'
                  ? text('Choosing the plan again while it is active keeps it as it is; it is not extended.', 'Choosing it again does not add days.')
                  : text(`This is a ${SAMPLE_SUBSCRIPTION_DAYS}-day sample subscription.`, `You have ${SAMPLE_SUBSCRIPTION_DAYS} days.`)}
              </p>
            )}
            {outcome.profile === 'not-saved' ? null : <ListingLine listing={outcome.listing} firstChoice={outcome.firstChoice} />}
          </div>
          <p>
            <Plain
              standard="No payment was taken: no payment service is connected. It does not renew by itself. When it ends, your directory listing stops being public; you can choose the professional plan again to start a new 30 days."
              plain="Nothing was charged. It does not renew by itself. When it ends, choose it again for 30 more days."
            />
          </p>
          <p>
            <Link className="button button--primary" to={paths.chart}>
              {text('Go to Star Chart', 'Go to Star Chart')}
            </Link>{' '}
            <Link className="button" to={paths.plans}>
              {text('Back to Plans', 'Back to Plans')}
            </Link>
          </p>
        </>
      )}
    </article>
  );
}
