import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useHearthlinkContacts } from '../../data/hearthlink/list-hearthlink-contacts';
import { callHref, READY_MESSAGES, textHref } from '../../lib/hearthlink/contact-links';

/** The person's Hearthlink people, each one tap from a call or a text. Read from the device after hydration. */
export function PeopleNow() {
  const hydrated = useHydrated();
  const contacts = useHearthlinkContacts();
  const loaded = hydrated && contacts !== undefined;
  const message = READY_MESSAGES[0] ?? '';

  return (
    <section className="presence-now__part" aria-labelledby="presence-people-heading">
      <h3 id="presence-people-heading">Your people</h3>
      <div className="presence-now__slot" aria-busy={!loaded}>
        {!loaded ? (
          <p className="presence-muted">Looking for your people on this device…</p>
        ) : contacts.length === 0 ? (
          <p>
            When you add people you trust in <Link to={paths.hearthlink}>Hearthlink</Link>, you can call or text them
            from here in one tap.
          </p>
        ) : (
          <>
            <ul className="presence-people">
              {contacts.map((contact) => (
                <li key={contact.id} className="presence-person">
                  <span className="presence-person__name">{contact.name}</span>
                  <span className="presence-person__actions">
                    <a className="button" href={callHref(contact.phone)}>
                      Call <span className="visually-hidden">{contact.name}</span>
                    </a>
                    <a className="button" href={textHref(contact.phone, message)}>
                      Text <span className="visually-hidden">{contact.name}</span>
                    </a>
                  </span>
                </li>
              ))}
            </ul>
            <p className="presence-muted">
              A text starts with “{message}”, which you can change before sending. Other messages are in{' '}
              <Link to={paths.hearthlink}>Hearthlink</Link>.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
