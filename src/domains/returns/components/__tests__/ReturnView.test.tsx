// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ClientReturn, Prescription } from '@contract/prescription-schemas';
import { ReturnView } from '../ReturnView';

const rhythm = { pattern: { type: 'daily' as const }, startDate: '2026-11-24' };

const prescription: Prescription = {
  id: 'rx-1',
  createdAt: '2026-11-24T09:00:00.000Z',
  prescriber: { name: 'Dr Sample' },
  crisisReminder: true,
  items: [
    { id: 'a', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm },
    { id: 'b', kind: 'tool', contentId: 'thought-record', title: 'Thought record', rhythm },
    { id: 'c', kind: 'activity', contentId: 'safe-place', title: 'Safe place', rhythm },
  ],
};

const clientReturn: ClientReturn = {
  id: 'ret-1',
  prescriptionId: 'rx-1',
  createdAt: '2026-11-25T18:00:00.000Z',
  items: [
    {
      itemId: 'a',
      completions: ['2026-11-24T19:30:00.000Z', '2026-11-25T19:30:00.000Z'],
      scores: [{ at: '2026-11-24T19:30:00.000Z', label: 'Pleasantness', value: 4, max: 5 }],
    },
    {
      itemId: 'b',
      entries: [{ at: '2026-11-25T08:00:00.000Z', title: 'Thought record', body: 'Situation: <b>late</b>\nThought: <img src=x onerror=alert(1)>' }],
    },
  ],
};

describe('ReturnView', () => {
  afterEach(cleanup);

  it('shows each item by its title, in the prescription order, with what was shared', () => {
    render(<ReturnView clientReturn={clientReturn} prescription={prescription} />);
    const items = screen.getAllByRole('listitem').filter((item) => item.classList.contains('return-view__item'));
    expect(items.map((item) => item.querySelector('.return-view__title')?.textContent)).toEqual(['Mood check-in', 'Thought record', 'Safe place']);
    expect(within(items[0]!).getByText('Marked done 2 times')).toBeTruthy();
    expect(within(items[0]!).getByText(/Pleasantness 4 out of 5/)).toBeTruthy();
    expect(within(items[1]!).getByText('One entry')).toBeTruthy();
  });

  it('says honestly when nothing was shared for an item, whether it is absent or empty', () => {
    const withEmpty: ClientReturn = { ...clientReturn, items: [...clientReturn.items, { itemId: 'c', completions: [] }] };
    render(<ReturnView clientReturn={withEmpty} prescription={prescription} />);
    expect(screen.getAllByText('Nothing was shared for this item.')).toHaveLength(1);
  });

  it('renders entry text as text, never as HTML', () => {
    const { container } = render(<ReturnView clientReturn={clientReturn} prescription={prescription} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('names items by id when the prescription is not at hand', () => {
    render(<ReturnView clientReturn={clientReturn} />);
    expect(screen.getByText('Item a')).toBeTruthy();
    expect(screen.getByText('Item b')).toBeTruthy();
  });

  it('shows a safety plan sent from the forge as text, and lists no item of a plan-only return as "nothing shared"', () => {
    const planOnly: ClientReturn = {
      ...clientReturn,
      items: [],
      safetyPlan: { updatedAt: '2026-11-25T17:00:00.000Z', body: 'Step 1: My warning signs\n- <b>Not sleeping</b>' },
    };
    const { container } = render(<ReturnView clientReturn={planOnly} prescription={prescription} />);
    const plan = screen.getByRole('region', { name: 'Their safety plan' });
    expect(plan.textContent).toContain('- <b>Not sleeping</b>');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.queryByText('Nothing was shared for this item.')).toBeNull();
    cleanup();

    render(<ReturnView clientReturn={{ ...clientReturn, safetyPlan: planOnly.safetyPlan }} prescription={prescription} />);
    expect(screen.getByRole('region', { name: 'Their safety plan' })).toBeTruthy();
    expect(screen.getByText('Marked done 2 times')).toBeTruthy();
  });

  it('shows a questionnaire’s flag beside its score and on its entry, in words', () => {
    const flagged: ClientReturn = {
      ...clientReturn,
      items: [
        {
          itemId: 'a',
          scores: [{ at: '2026-11-24T19:30:00.000Z', label: 'Total score', value: 8, max: 27, flags: ['phq9-item9'] }],
          entries: [{ at: '2026-11-24T19:30:00.000Z', title: 'PHQ-9', body: 'Total score: 8 of 27', flags: ['phq9-item9'] }],
        },
      ],
    };
    render(<ReturnView clientReturn={flagged} prescription={prescription} />);
    expect(screen.getAllByText(/PHQ-9 item 9 \(thoughts of being better off dead or of self-harm\) answered above "Not at all"/)).toHaveLength(2);
  });
});
