// @vitest-environment jsdom
/**
 * Whether a passkey is offered: where the browser says it lacks PRF (or has no WebAuthn, as jsdom), neither "Add a
 * passkey" nor "Restore with a passkey" is offered and the screen says why in words; where it says it has PRF, both are.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryAccountStore } from '@/sync/e2ee/account/account-state';
import type { AccountDeps } from '@/sync/e2ee/account/keyring-access';
import { createSyncClient } from '@/sync/e2ee/transport/sync-client';
import { AddPasskey, NO_PASSKEY_HERE } from '../components/AddPasskey';
import { SetUpSync } from '../components/SetUpSync';

const deps: AccountDeps = {
  client: createSyncClient({ fetch: () => Promise.reject(new Error('no network in this test')) }),
  store: createMemoryAccountStore(),
};
const noop = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the passkey offer', () => {
  it('is not made where the browser has no WebAuthn, and says so', async () => {
    render(
      <>
        <SetUpSync deps={deps} linkFromAddress={null} onCreated={noop} onJoined={noop} />
        <AddPasskey deps={deps} />
      </>,
    );
    expect(await screen.findAllByText(NO_PASSKEY_HERE)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Restore with a passkey' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Restore from a recovery code' })).toBeTruthy();
  });

  it('is not made where the browser says it lacks PRF, and is where it has it', async () => {
    const capabilities = { 'extension:prf': false };
    vi.stubGlobal('PublicKeyCredential', { getClientCapabilities: () => Promise.resolve(capabilities) });
    vi.stubGlobal('navigator', { ...navigator, credentials: {} });
    const { unmount } = render(<SetUpSync deps={deps} linkFromAddress={null} onCreated={noop} onJoined={noop} />);
    expect(await screen.findByText(NO_PASSKEY_HERE)).toBeTruthy();
    unmount();
    capabilities['extension:prf'] = true;
    render(
      <>
        <SetUpSync deps={deps} linkFromAddress={null} onCreated={noop} onJoined={noop} />
        <AddPasskey deps={deps} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Restore with a passkey' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeTruthy();
    expect(screen.queryByText(NO_PASSKEY_HERE)).toBeNull();
  });
});
