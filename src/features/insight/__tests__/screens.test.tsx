// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { flagDefaults } from '@/config/flags';
import { db } from '@/db/database';
import { PlainLanguageProvider } from '@/lib/plain-language';
import { ActivityPage } from '../components/ActivityPage';
import { PacedBreathing } from '../components/PacedBreathing';
import { NarrationProvider, type Narrator } from '../narration';
import { findActivity } from '@/content/insight/activities';
import { ToolPage } from '../components/ToolPage';
import { availableTrails } from '../components/TrailsPage';
import { findTool } from '@/content/insight/tools';
import { resetDatabase } from './reset-db';

function renderTool(toolId: string, plain = false) {
  return render(
    <PlainLanguageProvider value={plain}>
      <MemoryRouter initialEntries={[`/insight/tools/${toolId}`]}>
        <Routes>
          <Route path="/insight/tools/:toolId" element={<ToolPage />} />
        </Routes>
      </MemoryRouter>
    </PlainLanguageProvider>,
  );
}

describe('Insight screens', () => {
  beforeEach(resetDatabase);
  afterEach(() => {
    cleanup();
    document.body.className = '';
  });

  it('saves a gratitude entry and lists it, with the person’s words shown as text, not HTML', { timeout: 30_000 }, async () => {
    renderTool('gratitude-journal');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Three good things');
    fireEvent.change(screen.getByLabelText(/What went well\?/), { target: { value: '<b>Tea</b> with Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Savour it' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 2, name: 'Saved on this device' });
    const entries = screen.getByRole('region', { name: 'Your entries' });
    await waitFor(() => expect(within(entries).getAllByText('<b>Tea</b> with Ana').length).toBeGreaterThan(0));
    expect(entries.querySelector('b')).toBeNull();
    expect(await db.insightEntries.count()).toBe(1);
    expect(await db.trackingEvents.where('type').equals('tool_completed').count()).toBe(1);
  });

  it('does not move on while a required answer is missing', async () => {
    renderTool('thought-record');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Some answers are needed');
    expect(screen.getByLabelText(/What happened\?/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
  });

  it('shows the plain-language variant when Plain Language is on', () => {
    renderTool('thought-record', true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check a thought');
    expect(screen.getByText(/This tool helps you catch the thought/)).toBeTruthy();
  });

  it('shows a page-not-found screen for a tool that does not exist', () => {
    renderTool('no-such-tool');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  });

  it('under Reduce Motion the breathing guide is a static list of steps with the current one marked, no animation', () => {
    document.body.classList.add('accessibility-reduced_motion');
    const tool = findTool('paced-breathing')!;
    render(<PacedBreathing tool={tool} onSave={async () => true} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start breathing' }));
    expect(document.querySelector('.insight-breath__circle')).toBeNull();
    const current = document.querySelector('.insight-breath__steps [aria-current="step"]');
    expect(current?.textContent).toBe('Breathe in gently, through your nose if you can, for 4 seconds.');
  });

  it('with motion allowed, the breathing guide animates a circle', () => {
    const tool = findTool('paced-breathing')!;
    render(<PacedBreathing tool={tool} onSave={async () => true} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start breathing' }));
    expect(document.querySelector('.insight-breath__circle--in')).not.toBeNull();
  });

  it('the muster trail follows the musterSet flag', () => {
    expect(availableTrails({ ...flagDefaults, musterSet: true }).map((trail) => trail.id)).toContain('muster');
    const withoutMuster = availableTrails({ ...flagDefaults, musterSet: false }).map((trail) => trail.id);
    expect(withoutMuster).not.toContain('muster');
    expect(withoutMuster).toHaveLength(12);
  });

  it('in audio mode, imagery is narrated part by part and breathing cues are spoken', async () => {
    const narrator: Narrator = { enabled: true, speak: vi.fn(async () => true), stop: vi.fn() };
    const activity = findActivity('safe-place')!;
    render(
      <NarrationProvider value={narrator}>
        <MemoryRouter initialEntries={['/insight/imaginarium/safe-place']}>
          <Routes>
            <Route path="/insight/imaginarium/:activityId" element={<ActivityPage />} />
          </Routes>
        </MemoryRouter>
      </NarrationProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
    await waitFor(() => expect(narrator.speak).toHaveBeenCalledWith(activity.script[0]!.standard));
    fireEvent.click(screen.getByRole('button', { name: 'Next part' }));
    await waitFor(() => expect(narrator.speak).toHaveBeenCalledWith(activity.script[1]!.standard));
    cleanup();

    render(
      <NarrationProvider value={narrator}>
        <PacedBreathing tool={findTool('paced-breathing')!} onSave={async () => true} />
      </NarrationProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start breathing' }));
    await waitFor(() => expect(narrator.speak).toHaveBeenCalledWith('Breathe in'));
  });
});
