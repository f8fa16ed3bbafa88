// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flagDefaults } from '@/config/flags';
import { db } from '@/db/database';
import { renderApp } from '@/testing/render-app';
import { markFirstScreenShown } from '@/lib/when-idle';
import { ActivityPage } from '../components/ActivityPage';
import { PacedBreathing } from '../components/PacedBreathing';
import { NarrationProvider, speechChunks, type Narrator } from '@/lib/narration';
import { activities, findActivity } from '@/content/insight/activities';
import { SafetyPlanView } from '@/domains/safety-plan/components/SafetyPlanView';
import { loadToolContent } from '@/features/insight/data/load-tool-content';
import { ToolPage } from '../components/ToolPage';
import { storageKeys, writeMirror, removeMirror } from '@/db/local-mirror';
import type { InsightEntryRow } from '@/db/types';
import { availableTrails } from '../components/TrailsPage';
import { findTool, tools } from '@/content/insight/tools';
import { resetDatabase } from './reset-db';

function renderTool(toolId: string, plain = false) {
  return renderApp({ route: `/insight/tools/${toolId}`, routes: { '/insight/tools/:toolId': <ToolPage /> }, plain });
}

function renderActivity(activityId: string, narrator?: Narrator) {
  return renderApp({ route: `/insight/imaginarium/${activityId}`, routes: { '/insight/imaginarium/:activityId': <ActivityPage /> }, narrator });
}

describe('Insight screens', () => {
  // The tool page reads the person's entries once the first screen is on view (in the app the layout says so).
  beforeAll(markFirstScreenShown);
  // As the app does before hydrating a tool page (src/main.tsx), so that the page renders without suspending.
  beforeAll(() => Promise.all(tools.map((tool) => loadToolContent(tool.id))));
  beforeEach(resetDatabase);
  afterEach(() => {
    cleanup();
    document.body.className = '';
  });

  it('saves a gratitude entry and lists it, with the person’s words shown as text, not HTML', { timeout: 30_000 }, async () => {
    await renderTool('gratitude-journal');
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
    await renderTool('thought-record');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Some answers are needed');
    expect(screen.getByLabelText(/What happened\?/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
  });

  it('shows the plain-language variant when Plain Language is on', async () => {
    await renderTool('thought-record', true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check a thought');
    expect(screen.getByText(/This tool helps you catch the thought/)).toBeTruthy();
  });

  it('shows a page-not-found screen for a tool that does not exist', async () => {
    await renderTool('no-such-tool');
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
    const narrator: Narrator = { enabled: true, available: true, speak: vi.fn(async () => true), stop: vi.fn() };
    const activity = findActivity('safe-place')!;
    await renderActivity('safe-place', narrator);
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

  it('the printed safety plan spells out the emergency number and the country’s crisis lines, not just a link', async () => {
    const plan: InsightEntryRow = {
      id: 'plan-1',
      toolId: 'safety-plan',
      values: { warningSigns: ['Not sleeping'] },
      createdAt: '2025-05-01T08:00:00.000Z',
      updatedAt: '2025-05-01T08:00:00.000Z',
    };
    const renderPlan = () => renderApp({ routes: { '/': <SafetyPlanView entry={plan} /> } });
    try {
      writeMirror(storageKeys.crisisCountry, 'GB');
      await renderPlan();
      let danger = screen.getByRole('region', { name: 'If I am in danger' });
      expect(danger.textContent).toContain('I call the emergency number: 999 or 112.');
      expect(within(danger).getByRole('link', { name: '999 or 112' }).getAttribute('href')).toBe('tel:999');
      expect(danger.textContent).toContain('Samaritans: call 116 123');
      expect(danger.textContent).toContain('Shout 85258: text SHOUT to 85258');
      expect(danger.textContent).toContain('Lines for United Kingdom (as chosen on the crisis help page)');
      cleanup();

      writeMirror(storageKeys.crisisCountry, 'US');
      await renderPlan();
      danger = screen.getByRole('region', { name: 'If I am in danger' });
      expect(danger.textContent).toContain('I call the emergency number: 911.');
      expect(danger.textContent).toContain('988 Suicide & Crisis Lifeline: call 988, or text 988');
      cleanup();

      // A country with no line of its own here: its emergency number and the directories, as addresses to type.
      writeMirror(storageKeys.crisisCountry, 'RO');
      await renderPlan();
      danger = screen.getByRole('region', { name: 'If I am in danger' });
      expect(danger.textContent).toContain('I call the emergency number: 112.');
      expect(danger.textContent).toContain('Befrienders Worldwide: befrienders.org');
      expect(danger.textContent).toContain('Find A Helpline: findahelpline.com');
    } finally {
      removeMirror(storageKeys.crisisCountry);
    }
  });

  it('in audio mode, every imaginarium activity can be read aloud: the letter from your future self, intro, prompts and questions', async () => {
    const spoken: string[] = [];
    const narrator: Narrator = {
      enabled: true,
      available: true,
      speak: vi.fn(async (text: string) => {
        spoken.push(text);
        return true;
      }),
      stop: vi.fn(),
    };

    const letter = findActivity('letter-from-future-self')!;
    await renderActivity(letter.id, narrator);
    fireEvent.click(screen.getByRole('button', { name: 'Read the introduction and prompts aloud' }));
    await waitFor(() => expect(spoken.join(' ')).toContain('The letter'));
    const heard = spoken.join(' ');
    expect(heard.startsWith(letter.intro.standard)).toBe(true);
    for (const line of letter.script) expect(heard).toContain(line.standard);
    expect(heard).toContain('How far in the future is your future self?');
    // Long texts go to the speech engine in short pieces, which some engines need.
    expect(spoken.every((piece) => piece.length <= 200 || !/[.!?] /.test(piece))).toBe(true);
    expect(speechChunks([letter.intro.standard]).length).toBeGreaterThan(1);
    await screen.findByRole('button', { name: 'Read the introduction and prompts aloud' });
    cleanup();

    // Every activity, imagery or not, offers it in audio mode and reads its introduction first.
    for (const activity of activities) {
      spoken.length = 0;
      await renderActivity(activity.id, narrator);
      const button = screen.getByRole('button', { name: /^Read the introduction/ });
      fireEvent.click(button);
      await waitFor(() => expect(spoken.join(' ').startsWith(activity.intro.standard), activity.id).toBe(true));
      cleanup();
    }

    // Stopping silences it; without audio mode there is no button.
    let release: (done: boolean) => void = () => {};
    const slow: Narrator = { enabled: true, available: true, speak: vi.fn(() => new Promise<boolean>((resolve) => (release = resolve))), stop: vi.fn(() => release(false)) };
    await renderActivity('worry-tree', slow);
    fireEvent.click(screen.getByRole('button', { name: 'Read the introduction and prompts aloud' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop reading' }));
    expect(slow.stop).toHaveBeenCalled();
    await screen.findByRole('button', { name: 'Read the introduction and prompts aloud' });
    expect(slow.speak).toHaveBeenCalledTimes(1);
    cleanup();
    await renderActivity('worry-tree');
    expect(screen.queryByRole('button', { name: /^Read the introduction/ })).toBeNull();
  });
});
