import { Link, useLocation } from 'react-router-dom';
import { useStorageMode } from '@/config/use-storage-mode';
import { InstallButton } from '@/features/pwa/components/InstallButton';
import { ThemeSelect } from '@/features/theme/components/ThemeSelect';
import { paths } from '@/lib/paths';
import { Plain } from '@/lib/plain-language';

const SHARE_TEXT = 'Better Minds: private, offline-first tools for reflection and calm.';

function socialLinks(siteUrl: string) {
  const url = encodeURIComponent(siteUrl);
  const text = encodeURIComponent(SHARE_TEXT);
  return [
    { label: 'Share on Bluesky', href: `https://bsky.app/intent/compose?text=${text}%20${url}` },
    { label: 'Share on Mastodon', href: `https://mastodonshare.com/?text=${text}&url=${url}` },
    { label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { label: 'Share by email', href: `mailto:?subject=${encodeURIComponent('Better Minds')}&body=${text}%20${url}` },
  ];
}

/** Plain-language variants of the storage statements. */
const plainStorageStatements = {
  local: 'Where your data is: only in this browser, on this device. Nothing you write leaves it unless you choose to send it.',
  database: 'Where your data is: in this browser, on this device, and copied to this site’s database.',
} as const;

const storageStatements = {
  local:
    'Where your data is stored: only in this browser, on this device. Nothing you write leaves it unless you choose to send it, such as feedback, a community post or a book.',
  database:
    'Where your data is stored: in this browser, on this device, and copied to this site’s configured database so it can sync.',
} as const;

export function Footer() {
  const { mode, label } = useStorageMode();
  // The admin pages hold the team's work on the server, not the admin's own data in this browser: the statement
  // about where the person's data is stored does not describe them.
  const adminPage = useLocation().pathname.startsWith('/admin');
  const siteUrl = typeof location === 'undefined' ? 'https://better-minds.app/' : `${location.origin}/`;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__disclaimer">
          <Plain
            standard="Better Minds is educational. It is not a substitute for professional diagnosis, treatment or care. If you are in danger or thinking about harming yourself, "
            plain="Better Minds helps you learn. It is not a doctor or a therapist, and it is not a substitute for professional care. If you are in danger or might hurt yourself, "
          />
          <Link to={paths.crisisHelp}>get crisis help now</Link>.
        </p>
        {adminPage ? null : (
          <p className="site-footer__storage" data-storage-mode={mode}>
            <span className="site-footer__storage-mode">{label}.</span>{' '}
            <Plain standard={storageStatements[mode]} plain={plainStorageStatements[mode]} />
          </p>
        )}
        <div className="site-footer__row">
          <ul className="site-footer__social" aria-label="Share Better Minds">
            {socialLinks(siteUrl).map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <div className="site-footer__controls">
            <ThemeSelect />
            <InstallButton />
          </div>
        </div>
        <ul className="site-footer__links">
          <li>
            <Link to={paths.about}>About</Link>
          </li>
          <li>
            <Link to={paths.whoWeAre}>Who we are</Link>
          </li>
          <li>
            <Link to={paths.brand}>Brand</Link>
          </li>
          <li>
            <Link to={paths.systems}>System status</Link>
          </li>
          <li>
            <Link to={paths.directory}>Find a therapist</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
