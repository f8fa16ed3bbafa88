import { useCallback, useEffect, useState } from 'react';
import { listConflicts, resolveTextConflict, type TextConflict } from '@/sync/e2ee/replica/conflicts';
import type { ReplicaContext } from '@/sync/e2ee/replica/replica-store';

function writtenAt(at: string): string {
  return new Date(at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === null || value === undefined ? '(empty)' : JSON.stringify(value);
}

interface ConflictsListProps {
  ctx: ReplicaContext;
  /** Device names by id, when the device list has been read. */
  deviceNames: ReadonlyMap<string, string>;
}

/** Texts edited on two devices before they synced: both versions, and the person keeps one. Nothing is lost until then. */
export function ConflictsList({ ctx, deviceNames }: ConflictsListProps) {
  const [conflicts, setConflicts] = useState<TextConflict[]>([]);
  const [settled, setSettled] = useState<string | null>(null);
  const refresh = useCallback(() => {
    void listConflicts(ctx).then(setConflicts);
  }, [ctx]);
  useEffect(refresh, [refresh]);

  async function keep(conflict: TextConflict, value: TextConflict['versions'][number]['value']) {
    await resolveTextConflict(ctx, { kind: conflict.kind, id: conflict.id, field: conflict.field, value });
    setSettled('Kept. The other devices will have this version after they sync.');
    refresh();
  }

  return (
    <section className="e2e-block" aria-labelledby="e2e-conflicts-title" hidden={conflicts.length === 0 && settled === null}>
      <h3 id="e2e-conflicts-title">Edited on two devices</h3>
      <p role="status">{settled ?? ''}</p>
      {conflicts.length === 0 ? null : (
        <>
          <p>These were changed on two devices before they could sync. Both versions are kept until you choose one.</p>
          <ul className="e2e-conflicts">
            {conflicts.map((conflict) => (
              <li key={`${conflict.kind}|${conflict.id}|${conflict.field}`} className="e2e-conflict">
                <ul className="e2e-conflict__versions">
                  {conflict.versions.map((version) => {
                    const by = deviceNames.get(version.deviceId) ?? 'another device';
                    return (
                      <li key={version.hlc} className="e2e-conflict__version">
                        <p className="e2e-conflict__text">{asText(version.value)}</p>
                        <p className="e2e-muted">
                          On {by}, {writtenAt(version.writtenAt)}
                        </p>
                        <button
                          type="button"
                          className="button"
                          aria-label={`Keep this one: the version from ${by}, ${writtenAt(version.writtenAt)}`}
                          onClick={() => void keep(conflict, version.value)}
                        >
                          Keep this one
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
