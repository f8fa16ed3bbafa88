import { useEffect, useRef, useState } from 'react';
import type { HearthlinkContactRow } from '@/db/hearthlink-types';
import { removeHearthlinkContact } from '../../data/hearthlink/remove-hearthlink-contact';
import { moveHearthlinkContact } from '../../data/hearthlink/reorder-hearthlink-contacts';
import { updateHearthlinkContact } from '../../data/hearthlink/update-hearthlink-contact';
import { callHref } from '../../lib/hearthlink/contact-links';
import { ContactForm } from './ContactForm';
import { MessageComposer } from './MessageComposer';

interface ContactCardProps {
  contact: HearthlinkContactRow;
  first: boolean;
  last: boolean;
}

/** One trusted person: call, a message to text or share, and changing, moving or removing them. */
export function ContactCard({ contact, first, last }: ContactCardProps) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-remove'>('view');
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef(false);
  const headingId = `hearthlink-contact-${contact.id}`;

  useEffect(() => {
    if (mode === 'view' && returnFocus.current) headingRef.current?.focus();
    returnFocus.current = false;
  }, [mode]);

  const back = () => {
    returnFocus.current = true;
    setMode('view');
  };

  async function remove() {
    if (!(await removeHearthlinkContact(contact.id))) setProblem('This device would not remove the contact. Try again in a moment.');
  }

  async function move(direction: 'up' | 'down') {
    if (!(await moveHearthlinkContact(contact.id, direction))) setProblem('This device would not change the order. Try again in a moment.');
  }

  return (
    <li className="hearthlink-contact">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1}>
          {contact.name}
        </h3>
        {mode === 'edit' ? (
          <ContactForm
            initial={{ name: contact.name, howTheyHelp: contact.howTheyHelp, phone: contact.phone }}
            submitLabel="Save changes"
            onSave={(draft) => updateHearthlinkContact(contact.id, draft)}
            onDone={back}
            onCancel={back}
          />
        ) : (
          <>
            {contact.howTheyHelp ? <p className="hearthlink-how">{contact.howTheyHelp}</p> : null}
            <p className="hearthlink-phone">{contact.phone}</p>
            <div className="hearthlink-actions">
              <a className="button button--primary" href={callHref(contact.phone)}>
                Call {contact.name}
              </a>
            </div>
            <MessageComposer contact={contact} />
            <div className="hearthlink-actions hearthlink-manage">
              <button type="button" className="button" onClick={() => setMode('edit')}>
                Change <span className="visually-hidden">{contact.name}</span>
              </button>
              <button type="button" className="button" disabled={first} onClick={() => void move('up')}>
                Move up <span className="visually-hidden">{contact.name}</span>
              </button>
              <button type="button" className="button" disabled={last} onClick={() => void move('down')}>
                Move down <span className="visually-hidden">{contact.name}</span>
              </button>
              {mode === 'confirm-remove' ? (
                <span className="hearthlink-confirm" role="group" aria-label={`Remove ${contact.name}?`}>
                  <span>Remove {contact.name} from this device?</span>
                  <button type="button" className="button" onClick={() => void remove()}>
                    Yes, remove
                  </button>
                  <button type="button" className="button" onClick={back}>
                    Keep
                  </button>
                </span>
              ) : (
                <button type="button" className="button" onClick={() => setMode('confirm-remove')}>
                  Remove <span className="visually-hidden">{contact.name}</span>
                </button>
              )}
            </div>
            {problem ? (
              <p className="hearthlink-error" role="alert">
                {problem}
              </p>
            ) : null}
          </>
        )}
      </article>
    </li>
  );
}
