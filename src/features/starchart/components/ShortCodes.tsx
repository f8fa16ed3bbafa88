import { useId, useState } from 'react';
import { formatShareCode } from '@contract/share-code';
import type { PrescriptionRow } from '@/db/star-chart-types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { useOnline } from '@/lib/use-online';
import {
  createShortCode,
  DEFAULT_EXPIRY_DAYS,
  EXPIRY_CHOICES,
  revokeShortCode,
  shareCodeFailure,
} from '../data/short-codes';
import { useLivePrescriptionRow } from '../data/workspace-data';
import { formatDate } from '@/lib/format';

function formatDay(iso: string): string {
  return formatDate(iso);
}

/** Short codes of one prescription: make one (online), see each with its expiry, revoke with a confirm. */
export function ShortCodes({ row: savedRow }: { row: PrescriptionRow }) {
  const row = useLivePrescriptionRow(savedRow);
  const text = usePlainText();
  const online = useOnline();
  const [days, setDays] = useState<number>(DEFAULT_EXPIRY_DAYS);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const id = useId();

  async function create() {
    setBusy(true);
    setError('');
    setMessage('');
    try {
      const record = await createShortCode(row, days);
      setMessage(text(`Short code ${formatShareCode(record.code)} made. It works until ${formatDay(record.expiresAt)}.`, `Code ${formatShareCode(record.code)} made. It works until ${formatDay(record.expiresAt)}.`));
    } catch (caught) {
      setError(shareCodeFailure(caught));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(code: string) {
    setBusy(true);
    setError('');
    try {
      await revokeShortCode(row, code);
      setMessage(text(`Code ${formatShareCode(code)} is revoked: it no longer opens.`, `Code ${formatShareCode(code)} is stopped. It no longer opens.`));
      setConfirming(null);
    } catch (caught) {
      setError(shareCodeFailure(caught));
    } finally {
      setBusy(false);
    }
  }

  const now = Date.now();
  return (
    <section aria-labelledby={`${id}-title`} className="sc-card">
      <h3 id={`${id}-title`}>{text('Short code', 'Short code')}</h3>
      <p className="sc-hint">
        <Plain
          standard="A short code is easier to read out or type. It is kept by this site's sharing service until it expires or you revoke it."
          plain="A short code is easy to read out or type. Our sharing service keeps it until it ends or you stop it."
        />
      </p>
      {row.shortCodes.length > 0 ? (
        <ul className="sc-list" aria-label={text('Short codes made', 'Codes made')}>
          {row.shortCodes.map((record) => {
            const expired = Date.parse(record.expiresAt) <= now;
            const state = record.revokedAt ? text('revoked', 'stopped') : expired ? text('expired', 'ended') : text(`works until ${formatDay(record.expiresAt)}`, `works until ${formatDay(record.expiresAt)}`);
            return (
              <li key={record.code} className="sc-row">
                <span className="sc-code" data-testid="short-code">
                  {formatShareCode(record.code)}
                </span>
                <span>({state})</span>
                {!record.revokedAt && !expired ? (
                  confirming === record.code ? (
                    <span className="sc-row" role="group" aria-label={text('Confirm revoking', 'Confirm stopping')}>
                      <span>{text('Revoke it? The client will no longer be able to open it.', 'Stop it? The client can no longer open it.')}</span>
                      <button type="button" className="button button--primary" disabled={busy || !online} onClick={() => void revoke(record.code)}>
                        {text('Yes, revoke', 'Yes, stop it')}
                      </button>
                      <button type="button" className="button" onClick={() => setConfirming(null)}>
                        {text('Keep it', 'Keep it')}
                      </button>
                    </span>
                  ) : (
                    <button type="button" className="button" disabled={!online} onClick={() => setConfirming(record.code)}>
                      {text(`Revoke ${formatShareCode(record.code)}`, `Stop ${formatShareCode(record.code)}`)}
                    </button>
                  )
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {online ? (
        <div className="sc-row">
          <div className="sc-field">
            <label htmlFor={`${id}-expiry`}>{text('Expires after', 'Ends after')}</label>
            <select id={`${id}-expiry`} value={days} onChange={(event) => setDays(Number(event.target.value))}>
              {EXPIRY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice} days
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button" disabled={busy} onClick={() => void create()}>
            {busy ? text('Working…', 'Working…') : text('Make a short code', 'Make a short code')}
          </button>
        </div>
      ) : (
        <p data-testid="short-code-offline">
          <Plain
            standard="A short code needs an internet connection. The link and the QR code work offline."
            plain="A short code needs the internet. The link and QR code work without it."
          />
        </p>
      )}
      <p role="status" className="sc-status">
        {message}
      </p>
      {error ? (
        <p role="alert" className="sc-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
