import { usePlainText } from '@/lib/plain-language';
import type { TherapistProfile } from '@/db/types';
import { longDate, subscriptionStanding } from '../data/sample-subscription';

/** The therapist's subscription, said honestly: active until when, ended when and how to start again, or none. */
export function SubscriptionStandingText({ profile, now = new Date() }: { profile: TherapistProfile; now?: Date }) {
  const text = usePlainText();
  const standing = subscriptionStanding(profile, now);
  if (standing.kind === 'none') return <p>{text('You have no professional subscription yet.', 'You have no plan yet.')}</p>;
  if (standing.kind === 'ended') {
    return (
      <p>
        {standing.end
          ? text(`Your professional subscription ended on ${longDate(standing.end)}.`, `Your plan ended on ${longDate(standing.end)}.`)
          : text('Your professional subscription has ended.', 'Your plan has ended.')}{' '}
        {text('Choose the professional plan again to start a new 30 days.', 'Choose it again for 30 more days.')}
      </p>
    );
  }
  if (!standing.end) return <p>{text('Your professional subscription is active, with no end date.', 'Your plan is on.')}</p>;
  const days = standing.daysLeft === 1 ? 'this is its last day' : `${standing.daysLeft} days left`;
  return (
    <p>
      {text(
        `Your professional subscription is active until ${longDate(standing.end)} (${days}). It does not renew by itself.`,
        `Your plan is on until ${longDate(standing.end)} (${days}). It does not renew by itself.`,
      )}
    </p>
  );
}
