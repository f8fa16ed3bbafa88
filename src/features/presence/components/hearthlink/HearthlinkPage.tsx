import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Plain } from '@/lib/plain-language';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { addHearthlinkContact } from '../../data/hearthlink/add-hearthlink-contact';
import { useHearthlinkContacts } from '../../data/hearthlink/list-hearthlink-contacts';
import { ContactCard } from './ContactCard';
import { ContactForm } from './ContactForm';
import '../../styles/home.css';
import '../../styles/hearthlink.css';

/** The person's contacts, read from this device after hydration into a slot that keeps its height meanwhile. */
function ContactList() {
  const hydrated = useHydrated();
  const contacts = useHearthlinkContacts();
  if (!hydrated || contacts === undefined) {
    return (
      <div className="hearthlink-slot" aria-busy="true">
        <p className="presence-muted">Looking for your people on this device…</p>
      </div>
    );
  }
  if (contacts.length === 0) {
    return (
      <div className="hearthlink-slot">
        <p>No one here yet. Add someone below: a friend, a family member, a neighbour, anyone you could reach out to.</p>
      </div>
    );
  }
  return (
    <ul className="hearthlink-contacts">
      {contacts.map((contact, index) => (
        <ContactCard key={contact.id} contact={contact} first={index === 0} last={index === contacts.length - 1} />
      ))}
    </ul>
  );
}

/** Hearthlink: the people the person trusts, one tap from a call or a text, kept on this device only. */
export function HearthlinkPage() {
  usePageTitle('Hearthlink');
  return (
    <article className="presence-hearthlink">
      <header className="presence-header">
        <p>
          <Link to={paths.presence}>Back to Presence</Link>
        </p>
        <h1>Hearthlink</h1>
        <p className="presence-lead">
          <Plain
            standard="The people you trust, ready for when reaching out feels hard: call them, or send a message that is already written and that you can change."
            plain="The people you trust. Call them, or send a message that is already written. You can change it."
          />
        </p>
        <p className="presence-muted">
          Kept on this device only: never sent anywhere, and included when you export your data. If you are in danger
          now, <Link to={paths.crisisHelp}>get crisis help</Link>.
        </p>
      </header>

      <section className="presence-section" aria-labelledby="hearthlink-people-heading">
        <h2 id="hearthlink-people-heading">Your people</h2>
        <ContactList />
      </section>

      <section className="presence-section" aria-labelledby="hearthlink-add-heading">
        <h2 id="hearthlink-add-heading">Add someone</h2>
        <ContactForm
          submitLabel="Add to Hearthlink"
          onSave={(draft) => addHearthlinkContact(draft)}
          savedMessage={(name) => `${name} is now in your people, above.`}
        />
      </section>
    </article>
  );
}
