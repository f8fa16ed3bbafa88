import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SyncAccountState } from '@/sync/e2ee/account/account-state';
import type { AccountDeps } from '@/sync/e2ee/account/keyring-access';
import type { ReplicaContext } from '@/sync/e2ee/replica/replica-store';
import { startEncryptedSync } from '@/sync/e2ee/runner/encrypted-sync';
import { appReplicaContext, createAppAccountDeps } from '../data/account-deps';
import { AddPasskey } from './AddPasskey';
import { RecoveryCodeOnce } from './RecoveryCodeOnce';
import { SetUpSync } from './SetUpSync';
import { SyncOn } from './SyncOn';
import '../styles/encrypted-sync.css';

type Phase = { name: 'loading' } | { name: 'off'; said: string | null } | { name: 'created'; words: string[] } | { name: 'on'; state: SyncAccountState };

interface SyncBackupSectionProps {
  /** Tests hand the flows the sync function in-process; the app uses the platform's fetch and this device's database. */
  deps?: AccountDeps;
  replica?: (deviceId: string) => ReplicaContext;
  /** The heading's level where the section is placed. */
  headingLevel?: 2 | 3;
}

/** "Sync and backup": off (three ways to begin), the recovery code shown once, or on (status, devices, the rest). */
export function SyncBackupSection({ deps: given, replica = appReplicaContext, headingLevel = 2 }: SyncBackupSectionProps) {
  const [deps] = useState(() => given ?? createAppAccountDeps());
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [params] = useSearchParams();
  const linkFromAddress = params.get('link');
  const created = useRef<SyncAccountState | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // Read after the first render: the section can sit on a prerendered page, whose HTML knows nothing of this device.
  useEffect(() => {
    let current = true;
    void deps.store.load().then((state) => {
      if (current) setPhase(state === null ? { name: 'off', said: null } : { name: 'on', state });
    });
    return () => {
      current = false;
    };
  }, [deps]);

  function joined(state: SyncAccountState) {
    startEncryptedSync();
    setPhase({ name: 'on', state });
  }

  return (
    <section className="e2e-sync" aria-labelledby="e2e-sync-title">
      <Heading id="e2e-sync-title">Sync and backup</Heading>
      {phase.name === 'loading' ? <p role="status">Checking whether sync is on…</p> : null}
      {phase.name === 'off' ? (
        <>
          {phase.said === null ? null : <p role="status">{phase.said}</p>}
          <SetUpSync
            deps={deps}
            linkFromAddress={linkFromAddress}
            onCreated={(words, state) => {
              created.current = state;
              startEncryptedSync();
              setPhase({ name: 'created', words });
            }}
            onJoined={joined}
          />
        </>
      ) : null}
      {phase.name === 'created' ? (
        <>
          <RecoveryCodeOnce
            words={phase.words}
            onDone={() => {
              // The words leave memory with this phase: they are never kept to be shown again.
              if (created.current !== null) setPhase({ name: 'on', state: created.current });
              created.current = null;
            }}
          />
          {/* Offered with the words, as the other way back: the section reads the account the flows just saved. */}
          <AddPasskey deps={deps} />
        </>
      ) : null}
      {phase.name === 'on' ? <SyncOn deps={deps} state={phase.state} replica={replica} onOff={(said) => setPhase({ name: 'off', said })} /> : null}
    </section>
  );
}
