import { useEffect, useState } from 'react';
import type { PasskeySupport } from '@/sync/e2ee/account/passkey-port';
import { passkeySupport } from '@/sync/e2ee/account/webauthn-passkey';

/** Whether this browser can unlock sync with a passkey; null while it is being asked. */
export function usePasskeySupport(): PasskeySupport | null {
  const [support, setSupport] = useState<PasskeySupport | null>(null);
  useEffect(() => {
    let current = true;
    void passkeySupport().then((answer) => {
      if (current) setSupport(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return support;
}
