import { useEffect, useMemo, useRef, useState } from 'react';
import QRCode from 'qrcode';
import type { ClientReturn } from '@contract/prescription-schemas';
import { formatShareCode } from '@contract/share-code';
import { ShareCodeClientError } from '@contract/share-code-client';
import { Plain } from '@/lib/plain-language';
import { shareCodeService } from '@/domains/prescriptions/data/share-code-service';
import { encodeSharePayload, fitsInQrCode, QR_ERROR_CORRECTION_LEVEL, returnLink } from '@/domains/prescriptions/share-codec';
import { formatDateTime } from '@/lib/format';
import { forgetReturnCode, rememberReturnCode } from '@/domains/returns/data/return-codes';
import './returns.css';


type CodeState =
  | { state: 'idle' }
  | { state: 'making' }
  | { state: 'made'; code: string; expiresAt: string; revokeToken: string; withdrawn: boolean }
  | { state: 'failed'; message: string };

function ShortCode({ token }: { token: string }) {
  const [code, setCode] = useState<CodeState>({ state: 'idle' });
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  const client = shareCodeService;

  async function make() {
    setCode({ state: 'making' });
    try {
      const made = await client().create({ payload: token, expiresInDays: 30 });
      // Kept on the device before it is shown: the code can then be withdrawn after this screen is gone.
      await rememberReturnCode(made);
      setCode({ state: 'made', ...made, withdrawn: false });
    } catch (error) {
      setCode({ state: 'failed', message: error instanceof ShareCodeClientError ? error.message : 'The code could not be made. Please try again.' });
    }
  }

  async function withdraw(made: Extract<CodeState, { state: 'made' }>) {
    try {
      await client().revoke(made.code, made.revokeToken);
      await forgetReturnCode(made.code);
      setCode({ ...made, withdrawn: true });
    } catch (error) {
      setCode({ state: 'failed', message: error instanceof ShareCodeClientError ? error.message : 'The code could not be withdrawn. Please try again.' });
    }
  }

  if (!online) {
    return <p className="return-send__muted">A short code needs an internet connection. The link, the QR code and the file work offline.</p>;
  }
  return (
    <div role="status" className="return-send__code">
      {code.state === 'made' ? (
        <>
          <p>
            Short code: <strong className="return-send__code-value">{formatShareCode(code.code)}</strong>
          </p>
          <p className="return-send__muted">
            {code.withdrawn ? 'You withdrew this code: it no longer opens anything.' : `It works until ${formatDateTime(code.expiresAt)}. Only this return is stored with it.`}
          </p>
          {!code.withdrawn ? (
            <button type="button" className="button" onClick={() => void withdraw(code)}>
              Withdraw this code
            </button>
          ) : null}
        </>
      ) : (
        <>
          <button type="button" className="button" disabled={code.state === 'making'} onClick={() => void make()}>
            {code.state === 'making' ? 'Making a short code…' : 'Make a short code (stored online for 30 days)'}
          </button>
          {code.state === 'failed' ? <p>{code.message}</p> : null}
        </>
      )}
    </div>
  );
}

/** The ways a finished return can travel: a link (with Copy), a QR code when it fits, a file, and a short code. */
export function ReturnSend({ clientReturn }: { clientReturn: ClientReturn }) {
  // The codec refuses (throws) a return too large to be read back: then nothing is offered to send.
  const encoded = useMemo(() => {
    try {
      return { token: encodeSharePayload({ kind: 'return', clientReturn }), link: returnLink(window.location.origin, clientReturn) };
    } catch (error) {
      console.warn('A return could not be encoded', error);
      return null;
    }
  }, [clientReturn]);
  const link = encoded?.link ?? '';
  const fitsQr = encoded !== null && fitsInQrCode(link);
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const linkRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let current = true;
    if (fitsQr) {
      QRCode.toDataURL(link, { errorCorrectionLevel: QR_ERROR_CORRECTION_LEVEL, margin: 2, width: 280 })
        .then((url) => current && setQr(url))
        .catch((error: unknown) => console.warn('Could not draw the QR code', error));
    }
    return () => {
      current = false;
    };
  }, [link, fitsQr]);

  if (encoded === null) {
    return <p role="alert">This is too much to send in one go. Choose fewer entries, then try again.</p>;
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      linkRef.current?.select();
      setCopied('failed');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([`${link}\n`], { type: 'text/plain' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `better-minds-return-${clientReturn.createdAt.slice(0, 10)}.bmreturn`;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }

  return (
    <div className="return-send">
      <label htmlFor="return-link">Return link</label>
      <textarea id="return-link" ref={linkRef} readOnly rows={3} value={link} className="return-send__link" />
      <div className="return-send__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          Copy the link
        </button>
        <button type="button" className="button" onClick={download}>
          Download as a file
        </button>
      </div>
      <p role="status" className="return-send__muted">
        {copied === 'copied' ? 'Copied. Paste it into a message to your therapist.' : copied === 'failed' ? 'This browser would not copy: the link is selected, copy it with your keyboard.' : ''}
      </p>
      {qr ? <img src={qr} width={280} height={280} alt="QR code of the return link, for your therapist to scan" /> : fitsQr ? null : (
        <p className="return-send__muted">
          <Plain standard="This return is too long for a QR code: send the link or the file instead." plain="Too long for a QR code. Send the link or the file." />
        </p>
      )}
      <ShortCode token={encoded.token} />
    </div>
  );
}
