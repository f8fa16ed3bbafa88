/**
 * How a listing's contact is shown. Only an https:// address or an e-mail address becomes a link (mailto:); anything
 * else (javascript:, data:, a typo) is shown as plain text, never as a link, whatever the server stored.
 */
type ContactLink = { kind: 'web' | 'email'; href: string; label: string } | { kind: 'text'; label: string };

const EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

export function contactLinkOf(contact: string): ContactLink {
  const trimmed = contact.trim();
  if (/^https:\/\//i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      if (url.protocol === 'https:') return { kind: 'web', href: url.href, label: url.host + (url.pathname === '/' ? '' : url.pathname) };
    } catch {
      return { kind: 'text', label: trimmed };
    }
  }
  const address = trimmed.replace(/^mailto:/i, '');
  if (EMAIL.test(address)) return { kind: 'email', href: `mailto:${address}`, label: address };
  return { kind: 'text', label: trimmed };
}
