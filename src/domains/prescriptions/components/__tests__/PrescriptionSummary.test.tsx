// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Prescription } from '@contract/prescription-schemas';
import { PlainLanguageProvider } from '@/lib/plain-language';
import { PrescriptionSummary } from '../PrescriptionSummary';

const prescription: Prescription = {
  id: 'rx-1',
  createdAt: '2026-11-24T09:00:00.000Z',
  prescriber: { name: 'Dr <i>Sample</i>', credentials: 'PhD' },
  note: 'Take it slowly.\n<script>alert(1)</script>',
  crisisReminder: true,
  items: [
    { id: 'a', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-11-23', window: { from: '19:00', to: '21:00' } } },
    { id: 'b', kind: 'flow', contentId: 'grounding', ageTier: 'teen', title: 'Grounding', rhythm: { pattern: { type: 'once' }, startDate: '2026-11-25' }, note: 'Try it once.' },
  ],
};

function renderSummary(value: Prescription, plain = false) {
  return render(
    <PlainLanguageProvider value={plain}>
      <MemoryRouter>
        <PrescriptionSummary prescription={value} />
      </MemoryRouter>
    </PlainLanguageProvider>,
  );
}

describe('PrescriptionSummary', () => {
  afterEach(cleanup);

  it('says who prescribed what, each item with its rhythm in words, the age tier of a flow, and the notes as text', () => {
    const { container } = renderSummary(prescription);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Prescribed by Dr <i>Sample</i>, PhD');
    expect(screen.getByRole('heading', { level: 3, name: 'Mood check-in' })).toBeTruthy();
    expect(screen.getByText('Every 14 days from Monday 23 November 2026, between 7:00 pm and 9:00 pm')).toBeTruthy();
    expect(screen.getByText(/Guided flow \(for teens\)/)).toBeTruthy();
    expect(screen.getByText('Try it once.')).toBeTruthy();
    expect(container.querySelector('script, i')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('reminds of the crisis page only when the therapist asked, with a link to it', () => {
    renderSummary(prescription);
    expect(screen.getByRole('link', { name: 'crisis help is here, any time' }).getAttribute('href')).toBe('/crisis-help');
    cleanup();
    renderSummary({ ...prescription, crisisReminder: false });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('uses the plain-language words when plain language is on', () => {
    renderSummary(prescription, true);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('From Dr <i>Sample</i>, PhD');
    expect(screen.getByRole('link', { name: 'get help now' })).toBeTruthy();
  });
});
