import { unlinkDevice } from '@/sync/e2ee/account/device-admin';
import type { AccountDeps } from '@/sync/e2ee/account/keyring-access';
import type { LinkedDevices } from '../data/use-linked-devices';
import { problemWords } from '../lib/problem-words';
import { ConfirmAction } from './ConfirmAction';

function linkedOn(at: string): string {
  return new Date(at).toLocaleDateString([], { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The linked devices, each as its owner named it, with Unlink behind a question that says what it means. */
export function DevicesList({ deps, linked }: { deps: AccountDeps; linked: LinkedDevices }) {
  const { devices, problem, refresh } = linked;
  return (
    <section className="e2e-block" aria-labelledby="e2e-devices-title">
      <h3 id="e2e-devices-title">Linked devices</h3>
      {problem === null ? null : <p role="status">{problem}</p>}
      {devices === null ? (
        problem === null ? <p role="status">Reading your devices…</p> : null
      ) : (
        <ul className="e2e-devices">
          {devices.map((device) => {
            const name = device.name ?? 'A device (its name cannot be read here)';
            return (
              <li key={device.deviceId} className="e2e-device">
                <p>
                  <strong>{name}</strong>
                  {device.thisDevice ? ' (this device)' : ''}
                  <br />
                  <span className="e2e-muted">Linked on {linkedOn(device.linkedAt)}</span>
                </p>
                {device.thisDevice ? null : (
                  <ConfirmAction
                    label={`Unlink ${name}`}
                    explanation={`${name} will stop syncing and will not be able to read anything written after this. What is already on it stays there until it is cleared.`}
                    confirmLabel="Yes, unlink"
                    cancelLabel="Keep it linked"
                    onConfirm={async () => {
                      const result = await unlinkDevice(deps, device.deviceId);
                      refresh();
                      return result.ok ? null : problemWords(result).text;
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
