/** The account's linked devices, read from the server when the section opens and after each change. */
import { useCallback, useEffect, useState } from 'react';
import { listDevices, type ListedDevice } from '@/sync/e2ee/account/device-admin';
import type { AccountDeps } from '@/sync/e2ee/account/keyring-access';
import { problemWords } from '../lib/problem-words';

export interface LinkedDevices {
  devices: ListedDevice[] | null;
  problem: string | null;
  refresh: () => void;
}

export function useLinkedDevices(deps: AccountDeps): LinkedDevices {
  const [devices, setDevices] = useState<ListedDevice[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = useCallback(() => {
    let current = true;
    void listDevices(deps).then((result) => {
      if (!current) return;
      if (result.ok) {
        setDevices(result.devices.filter((device) => device.unlinkedAt === null));
        setProblem(null);
      } else setProblem(problemWords(result).text);
    });
    return () => {
      current = false;
    };
  }, [deps]);
  useEffect(refresh, [refresh]);
  return { devices, problem, refresh };
}
