import { Link } from 'react-router-dom';
import type { HearthlinkContactRow } from '@/db/hearthlink-types';
import type { InsightValues } from '@/db/types';
import { useCopy } from '@/components/ui/use-copy';
import { useAppLockStatus } from '@/domains/app-lock/lock-status';
import { planContacts, planListItems, planSteps, type PlanStep } from '@/domains/safety-plan/model';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useMyCrisisCard } from '../data/read-my-crisis-card';
import { contactLinks } from '../lib/contact-links';
import '../styles/my-crisis-card.css';

/** Insight's own breathing, started at once, with a way back to this page. */
export const BREATHE_FROM_CRISIS_HREF = `${paths.tool('paced-breathing')}?start=now&from=${encodeURIComponent(paths.crisisHelp)}`;

/**
 * The plan's steps that help in the moment, in the plan's order. Warning signs are for noticing a crisis coming and
 * making the surroundings safer is done beforehand; both stay in the whole plan, one link away, which keeps this card
 * short enough that the lines below it are still near.
 */
const CARD_STEP_IDS: readonly string[] = ['coping', 'distraction', 'help', 'professionals', 'reasons'];
const cardSteps = planSteps.filter(({ step }) => CARD_STEP_IDS.includes(step.id));
/** After the plan's "people I can ask for help" come the person's Hearthlink people. */
const PEOPLE_AFTER_STEP = 'help';

/** "Step 2: Things I can do on my own" -> "Things I can do on my own": the card shows a few steps, not the numbering. */
function withoutNumber(title: string): string {
  return title.replace(/^Step \d+:\s*/, '');
}

function CallAndText({ name, phone }: { name: string; phone: string }) {
  const links = contactLinks(phone);
  if (!links) return phone ? <span className="crisis-mine__phone">{phone}</span> : null;
  return (
    <span className="crisis-actions">
      <a className="crisis-action" href={links.call}>
        Call <span className="crisis-visually-hidden">{name}</span>
      </a>
      <a className="crisis-action" href={links.text}>
        Text <span className="crisis-visually-hidden">{name}</span>
      </a>
    </span>
  );
}

function PlanStepPart({ planStep: { step, field }, values }: { planStep: PlanStep; values: InsightValues }) {
  const pick = useCopy();
  const headingId = `crisis-mine-${step.id}`;
  const title = withoutNumber(pick(step.title));
  if (field.kind === 'list') {
    const items = planListItems(values, field.id);
    if (items.length === 0) return null;
    return (
      <section className="crisis-mine__part" aria-labelledby={headingId}>
        <h3 id={headingId}>{title}</h3>
        <ul className="crisis-mine__words">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      </section>
    );
  }
  const contacts = planContacts(values, field.id);
  if (contacts.length === 0) return null;
  return (
    <section className="crisis-mine__part" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <ul className="crisis-mine__people">
        {contacts.map((contact, index) => (
          <li key={index} className="crisis-mine__person">
            <span className="crisis-mine__name">{contact.name}</span>
            <CallAndText name={contact.name} phone={contact.phone} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HearthlinkPeople({ people }: { people: readonly HearthlinkContactRow[] }) {
  if (people.length === 0) return null;
  return (
    <section className="crisis-mine__part" aria-labelledby="crisis-mine-hearthlink">
      <h3 id="crisis-mine-hearthlink">My people in Hearthlink</h3>
      <ul className="crisis-mine__people">
        {people.map((person) => (
          <li key={person.id} className="crisis-mine__person">
            <span className="crisis-mine__name">{person.name}</span>
            {person.howTheyHelp ? <span className="crisis-mine__how">{person.howTheyHelp}</span> : null}
            <CallAndText name={person.name} phone={person.phone} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The person's own crisis card, first on the crisis page: the plan's steps in their own words and their people, one
 * tap from a call or a text, read from this device after hydration (the prerendered page cannot know them). Until
 * then a placeholder keeps the place; with JavaScript off it is hidden (my-crisis-card.css) and the page is the
 * prerendered lines as before.
 */
export function MyCrisisCard() {
  const hydrated = useHydrated();
  const card = useMyCrisisCard();
  const lockedNow = useAppLockStatus() === 'locked';
  const loaded = hydrated && card !== undefined;
  const values = card?.plan ?? undefined;
  const hasPlanWords = values !== undefined && cardSteps.some(({ field }) =>
    field.kind === 'list' ? planListItems(values, field.id).length > 0 : planContacts(values, field.id).length > 0,
  );
  const people = card?.people ?? [];
  const empty = !hasPlanWords && people.length === 0;

  return (
    <section className="crisis-mine" aria-labelledby="crisis-mine-heading">
      <h2 id="crisis-mine-heading">My plan and my people</h2>
      {/* The breathing tool is a screen of Insight, which the app lock keeps behind the lock screen: no link that
          would lead a person in a hard moment to a passphrase. */}
      {lockedNow ? null : (
        <p className="crisis-mine__breathe">
          <Link className="crisis-action" to={BREATHE_FROM_CRISIS_HREF}>
            Breathe with me
          </Link>
          <span className="crisis-hint">Slow, paced breathing starts at once. Stop whenever you like.</span>
        </p>
      )}
      <div className="crisis-mine__slot" aria-busy={!loaded}>
        {!loaded ? (
          <p className="crisis-hint">Looking for your safety plan and your people on this device…</p>
        ) : empty && card?.locked ? (
          <p>Better Minds is locked, so your safety plan and your people stay hidden until you unlock it.</p>
        ) : empty ? (
          <p>
            When you make a <Link to={paths.forge}>safety plan</Link> or add people you trust in{' '}
            <Link to={paths.hearthlink}>Hearthlink</Link>, they show here first, ready to call or text.
          </p>
        ) : (
          <>
            {values
              ? cardSteps.map((planStep) => (
                  <PlanStepPartWithPeople key={planStep.step.id} planStep={planStep} values={values} people={people} />
                ))
              : null}
            {values ? null : <HearthlinkPeople people={people} />}
            {values && !card?.locked ? (
              <p>
                <Link to={paths.tool('safety-plan')}>See my whole safety plan</Link>
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function PlanStepPartWithPeople({ planStep, values, people }: { planStep: PlanStep; values: InsightValues; people: readonly HearthlinkContactRow[] }) {
  return (
    <>
      <PlanStepPart planStep={planStep} values={values} />
      {planStep.step.id === PEOPLE_AFTER_STEP ? <HearthlinkPeople people={people} /> : null}
    </>
  );
}
