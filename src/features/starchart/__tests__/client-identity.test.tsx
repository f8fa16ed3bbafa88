// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { db } from '@/db/database';
import { renderApp } from '@/testing/render-app';
import { MemoryRouter } from 'react-router-dom';
import { clientIdentity, hasSampleWords, withoutSampleWords } from '../data/client-identity';
import { sampleTherapistUser, SAMPLE_CREDENTIALS, SAMPLE_NAME } from '../data/placeholder-login';
import { ClientIdentityForm, ClientIdentityLine } from '../components/ClientIdentity';
import { NewPrescriptionPage } from '../components/NewPrescriptionPage';
import { therapistSession } from '../hooks/use-therapist-session';

afterEach(cleanup);

const sample = sampleTherapistUser('dana@example.org', new Date('2026-11-27T06:00:00Z')).therapistProfile;

describe('what a client sees as the prescriber', () => {
  it('never lets the placeholder sign-in\'s sample profile reach a client as it comes', () => {
    expect(clientIdentity(sample)).toEqual({ ok: false, problem: 'sample-words' });
  });

  it('holds back either sample word: the sample name with real credentials, a real name with "(sample profile)"', () => {
    expect(clientIdentity({ name: SAMPLE_NAME, credentials: 'LCSW' })).toEqual({ ok: false, problem: 'sample-words' });
    expect(clientIdentity({ name: 'Dana Ruiz', credentials: SAMPLE_CREDENTIALS })).toEqual({ ok: false, problem: 'sample-words' });
    expect(clientIdentity({ name: 'dana (SAMPLE PROFILE)', credentials: '' })).toEqual({ ok: false, problem: 'sample-words' });
    // sampleWordsKept must be exactly true: a missing or false choice keeps them back.
    expect(clientIdentity({ ...sample, sampleWordsKept: false })).toEqual({ ok: false, problem: 'sample-words' });
  });

  it('lets the sample words go only when the therapist kept them on purpose, and says so', () => {
    expect(clientIdentity({ ...sample, sampleWordsKept: true })).toEqual({
      ok: true,
      prescriber: { name: SAMPLE_NAME, credentials: SAMPLE_CREDENTIALS },
      sampleWordsKept: true,
    });
  });

  it('sends the name and credentials the therapist set, trimmed, and no empty credentials', () => {
    expect(clientIdentity({ ...sample, name: '  Dana Ruiz ', credentials: ' LCSW ' })).toEqual({
      ok: true,
      prescriber: { name: 'Dana Ruiz', credentials: 'LCSW' },
      sampleWordsKept: false,
    });
    expect(clientIdentity({ name: 'Dana Ruiz', credentials: '   ' })).toEqual({ ok: true, prescriber: { name: 'Dana Ruiz' }, sampleWordsKept: false });
  });

  it('asks for a name before anything leaves (the e-mail address is never used instead)', () => {
    expect(clientIdentity({ name: '  ', credentials: 'LCSW' })).toEqual({ ok: false, problem: 'no-name' });
  });

  it('recognises the sample words, and does not mistake other uses of "sample"', () => {
    expect(hasSampleWords(SAMPLE_NAME)).toBe(true);
    expect(hasSampleWords(SAMPLE_CREDENTIALS)).toBe(true);
    expect(hasSampleWords('Specialist in sample-based research')).toBe(false);
    expect(withoutSampleWords(SAMPLE_NAME)).toBe('');
    expect(withoutSampleWords('Dana Ruiz')).toBe('Dana Ruiz');
  });

  it('the workspace says what clients see: nothing of the sample, the sample kept on purpose, or the name set', () => {
    render(<ClientIdentityLine profile={sample} />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('client-identity').textContent).toMatch(/^Clients do not see the sample profile's name or credentials\. Set the name/);
    cleanup();
    render(<ClientIdentityLine profile={{ ...sample, sampleWordsKept: true }} />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('client-identity').textContent).toBe(
      `Clients see your prescriptions as from: ${SAMPLE_NAME}, ${SAMPLE_CREDENTIALS}. You kept the sample profile's words on purpose, so clients see them too.`,
    );
    cleanup();
    render(<ClientIdentityLine profile={{ ...sample, name: 'Dana Ruiz', credentials: 'LCSW' }} />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('client-identity').textContent).toBe('Clients see your prescriptions as from: Dana Ruiz, LCSW.');
  });

  it('the prescription screen\'s form starts without the sample words, so the therapist types their own', () => {
    render(<ClientIdentityForm profile={sample} />, { wrapper: MemoryRouter });
    expect((screen.getByLabelText('Name clients see') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Credentials clients see') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('checkbox', { name: /Keep the sample words/ })).toBeNull();
  });
});

describe('the new prescription screen with the sample profile', () => {
  it('saves nothing until the therapist sets how clients see them, then prescribes under that name', async () => {
    await therapistSession.logout();
    expect(await therapistSession.login('dana@example.org', 'secret-enough')).toBeTruthy();
    const at = new Date().toISOString();
    await renderApp({
      route: '/chart/new?client=client-1',
      routes: { '/chart/new': <NewPrescriptionPage /> },
      database: (database) =>
        database.therapistClients.add({ id: 'client-1', therapistId: 'local-sample-therapist', alias: 'Client R2', archivedAt: null, createdAt: at, updatedAt: at }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save prescription' }));
    expect((await screen.findByRole('alert')).textContent).toContain("still have the sample profile's words");
    expect(await db.prescriptions.count()).toBe(0);

    fireEvent.change(screen.getByLabelText('Name clients see'), { target: { value: 'Dana Ruiz' } });
    fireEvent.change(screen.getByLabelText('Credentials clients see'), { target: { value: 'LCSW' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save how clients see me' }));
    expect((await screen.findByTestId('client-identity')).textContent).toBe('Clients see your prescriptions as from: Dana Ruiz, LCSW.');

    fireEvent.click(screen.getByRole('button', { name: 'Save prescription' }));
    await waitFor(async () => expect(await db.prescriptions.count()).toBe(1));
    const [row] = await db.prescriptions.toArray();
    expect(row?.prescription.prescriber).toEqual({ name: 'Dana Ruiz', credentials: 'LCSW' });
    await therapistSession.logout();
  });
});
