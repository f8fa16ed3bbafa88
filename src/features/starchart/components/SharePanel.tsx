import { useId, useMemo, useState } from 'react';
import type { PrescriptionRow } from '@/db/star-chart-types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { fitsInQrCode, prescriptionLink } from '@/domains/prescriptions/share-codec';
import { QrCodeSvg } from './QrCodeSvg';
import { ShortCodes } from './ShortCodes';

/**
 * The ways a prescription reaches the client: the link, whose fragment carries the whole prescription (it never
 * reaches a server, so it works with none), as text with Copy and as a QR code; and short codes when online.
 */
export function SharePanel({ row, headingLevel = 2 }: { row: PrescriptionRow; headingLevel?: 2 | 3 }) {
  const text = usePlainText();
  const id = useId();
  const link = useMemo(() => prescriptionLink(window.location.origin, row.prescription), [row.prescription]);
  const [copied, setCopied] = useState('');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(text('Link copied. Send it to your client in the way you usually share things.', 'Link copied. Send it to your client.'));
    } catch {
      setCopied(text('This browser did not allow copying: select the link above and copy it.', 'Copying did not work. Select the link and copy it.'));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="sc-card" data-testid="share-panel">
      <Heading id={`${id}-title`}>{text('Share with the client', 'Send to your client')}</Heading>
      <div className="sc-field">
        <label htmlFor={`${id}-link`}>{text('Link to this prescription', 'Link')}</label>
        <textarea id={`${id}-link`} className="sc-link-box" readOnly rows={3} value={link} data-testid="prescription-link" aria-describedby={`${id}-link-hint`} />
        <p id={`${id}-link-hint`} className="sc-hint">
          <Plain
            standard="The whole prescription travels inside the link and never passes through a server, so it works even offline. Anyone with the link can read it: send it only to your client."
            plain="Everything is inside the link. No server sees it, and it works offline. Anyone with the link can read it, so send it only to your client."
          />
        </p>
      </div>
      <div className="sc-row">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {text('Copy link', 'Copy link')}
        </button>
        <p role="status" className="sc-status">
          {copied}
        </p>
      </div>
      {fitsInQrCode(link) ? (
        <QrCodeSvg text={link} label={text('QR code of the link to this prescription, for the client to scan', 'QR code of the link, for the client to scan')} />
      ) : (
        <p data-testid="qr-too-long">
          <Plain
            standard="This prescription is too long for a QR code. Send the link, or make a short code."
            plain="Too long for a QR code. Send the link or make a short code."
          />
        </p>
      )}
      <ShortCodes row={row} />
    </section>
  );
}
