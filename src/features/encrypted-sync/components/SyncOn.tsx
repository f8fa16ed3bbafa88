import { useMemo, useState } from 'react';
import type { SyncAccountState } from '@/sync/e2ee/account/account-state';
import { eraseSyncAccount } from '@/sync/e2ee/account/device-admin';
import type { AccountDeps } from '@/sync/e2ee/account/keyring-access';
import type { ReplicaContext } from '@/sync/e2ee/replica/replica-store';
import { stopEncryptedSync, syncEncryptedNow } from '@/sync/e2ee/runner/encrypted-sync';
import { describeEncryptedSync, restoringWords } from '@/sync/e2ee/runner/status';
import { useEncryptedSyncStatus } from '@/sync/e2ee/runner/use-encrypted-sync-status';
import { turnOffSyncHere } from '../data/turn-off-sync-here';
import { useLinkedDevices } from '../data/use-linked-devices';
import { problemWords } from '../lib/problem-words';
import { AddPasskey } from './AddPasskey';
import { ConfirmAction } from './ConfirmAction';
import { ConflictsList } from './ConflictsList';
import { DevicesList } from './DevicesList';
import { LinkAnotherDevice } from './LinkAnotherDevice';

interface SyncOnProps {
  deps: AccountDeps;
  state: SyncAccountState;
  replica: (deviceId: string) => ReplicaContext;
  /** Sync is off on this device now (turned off here, or the server copy erased). */
  onOff: (said: string) => void;
}

/** Sync is on: its status in words, Sync now, the devices, linking another, conflicts, and the ways to stop. */
export function SyncOn({ deps, state, replica, onOff }: SyncOnProps) {
  const status = useEncryptedSyncStatus();
  const linked = useLinkedDevices(deps);
  const [syncing, setSyncing] = useState(false);
  const ctx = useMemo(() => replica(state.deviceId), [replica, state.deviceId]);
  const deviceNames = useMemo(
    () => new Map((linked.devices ?? []).flatMap((device) => (device.name === null ? [] : [[device.deviceId, device.name] as const]))),
    [linked.devices],
  );

  async function syncNow() {
    setSyncing(true);
    try {
      await syncEncryptedNow();
    } finally {
      setSyncing(false);
    }
  }

  return (
    <>
      <p role="status" className="e2e-status">
        {/* This device holds an account, so 'off' here only means the runner has not reported yet (it starts once the
            page has settled): saying "off" would be untrue for that moment. */}
        {status.state === 'off' ? 'Starting sync…' : describeEncryptedSync(status)}
      </p>
      {status.restoring === null ? null : (
        <div className="e2e-restoring">
          <label htmlFor="e2e-restoring-bar">{restoringWords(status.restoring)}</label>
          <progress id="e2e-restoring-bar" max={Math.max(1, status.restoring.total)} value={status.restoring.applied} />
        </div>
      )}
      <div className="e2e-actions">
        <button type="button" className="button" disabled={syncing} onClick={() => void syncNow()}>
          {syncing ? 'Syncing…' : 'Sync now'}
        </button>
      </div>
      <ConflictsList ctx={ctx} deviceNames={deviceNames} />
      <DevicesList deps={deps} linked={linked} />
      <LinkAnotherDevice deps={deps} />
      <AddPasskey deps={deps} />
      <section className="e2e-block" aria-labelledby="e2e-stop-title">
        <h3 id="e2e-stop-title">Stop syncing</h3>
        <div className="e2e-stop">
          <ConfirmAction
            label="Turn off sync on this device"
            explanation="This device will be unlinked and stop syncing. Everything on it stays here, and your other devices keep syncing. To sync it again later, link it with a code or your recovery code."
            confirmLabel="Yes, turn it off here"
            cancelLabel="Keep syncing"
            onConfirm={async () => {
              const result = await turnOffSyncHere(deps);
              if (!result.ok) return problemWords(result).text;
              onOff('Sync is off on this device. Everything on it is still here.');
              return null;
            }}
          />
          <ConfirmAction
            label="Erase the server copy"
            danger
            explanation="This erases the locked copy on the server and unlinks every device. Each device keeps what it has, but nothing syncs any more, and the recovery code will no longer bring anything back."
            confirmLabel="Yes, erase the server copy"
            cancelLabel="Keep the server copy"
            onConfirm={async () => {
              const result = await eraseSyncAccount(deps);
              if (!result.ok) return problemWords(result).text;
              stopEncryptedSync();
              onOff('The server copy is erased. Everything on this device is still here.');
              return null;
            }}
          />
        </div>
      </section>
    </>
  );
}
