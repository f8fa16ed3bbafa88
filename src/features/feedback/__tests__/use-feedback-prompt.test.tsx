// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { announceToolCompleted } from '@/domains/tool-entries/tool-completed';
import { useFeedbackPrompt, type FeedbackPromptDeps } from '../hooks/use-feedback-prompt';

/*
 * The hook over the prompt machine, with a controlled clock (Vitest's fake timers, Date included) and every effect
 * outside React injected: which verdicts it asks for, when the invitation appears, what it records.
 */

const settings = { delay: 5000, contextualFallbackDelay: 2000 };

function setup(
  verdict: { show: boolean; source: 'server' | 'local' },
  startedAgoMs = 60_000,
  more: Partial<FeedbackPromptDeps> = {},
) {
  const session = { startedAt: Date.now() - startedAgoMs, prompted: false, crisisVisited: false, lowMoodCheckIn: false, submitted: false };
  const recorded: string[] = [];
  const deps = {
    evaluate: vi.fn(async () => verdict),
    notePageView: vi.fn(async () => {}),
    noteToolCompleted: vi.fn(async () => {}),
    recordInteraction: vi.fn((type: string) => void recorded.push(type)),
    readSession: () => session,
    markSession: vi.fn((patch: { prompted?: true; submitted?: true }) => void Object.assign(session, patch)),
    noteCrisisVisit: (pathname: string) => {
      if (!pathname.startsWith('/crisis-help')) return false;
      session.crisisVisited = true;
      return true;
    },
    noteLowMoodCheckIn: vi.fn(() => {
      session.lowMoodCheckIn = true;
    }),
    whenPageSettled: (work: () => void) => {
      const timer = setTimeout(work, 1);
      return () => clearTimeout(timer);
    },
    clock: () => Date.now(),
    ...more,
  } satisfies Partial<FeedbackPromptDeps>;
  let navigate: NavigateFunction = () => {};
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/about']}>
      <Navigator />
      {children}
    </MemoryRouter>
  );
  const hook = renderHook(() => useFeedbackPrompt(settings, deps), { wrapper });
  return { hook, deps, session, recorded, go: (path: string) => act(() => void navigate(path)) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useFeedbackPrompt', () => {
  it("counts the page view, asks the rules, and shows a server's yes after 5000 ms, not 4999, recorded once", async () => {
    const { hook, deps, session, recorded } = setup({ show: true, source: 'server' });
    await advance(1);
    expect(deps.notePageView).toHaveBeenCalledTimes(1);
    expect(deps.evaluate).toHaveBeenCalledWith({ page: '/about', action: null });
    // The verdict is in and its delay has started.
    await advance(4999);
    expect(hook.result.current.promptShown).toBe(false);
    await advance(1);
    expect(hook.result.current.promptShown).toBe(true);
    expect(session.prompted).toBe(true);
    expect(recorded).toEqual(['prompted']);

    act(() => hook.result.current.dismissPrompt());
    expect(hook.result.current.promptShown).toBe(false);
    expect(recorded).toEqual(['prompted', 'dismissed']);
  });

  it("shows the local rules' yes after the 2000 ms fallback delay", async () => {
    const { hook } = setup({ show: true, source: 'local' });
    await advance(1);
    await advance(1999);
    expect(hook.result.current.promptShown).toBe(false);
    await advance(1);
    expect(hook.result.current.promptShown).toBe(true);
  });

  it('considers again at 30 seconds into the session, and after a finished tool with its action', async () => {
    const { deps } = setup({ show: false, source: 'server' }, 0);
    await advance(1);
    expect(deps.evaluate).toHaveBeenCalledTimes(1);
    await advance(30_248);
    expect(deps.evaluate).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(deps.evaluate).toHaveBeenCalledTimes(2);
    act(() => announceToolCompleted('mood-check-in'));
    await advance(0);
    expect(deps.noteToolCompleted).toHaveBeenCalledTimes(1);
    expect(deps.evaluate).toHaveBeenLastCalledWith({ page: '/about', action: 'tool_completed' });
  });

  it('a mood check-in in the lowest pleasantness band takes away an invitation on its way, is counted and not considered', async () => {
    const { hook, deps, recorded, session } = setup({ show: true, source: 'server' });
    await advance(1);
    expect(deps.evaluate).toHaveBeenCalledTimes(1);
    act(() => announceToolCompleted('mood-check-in', { lowMood: true }));
    expect(session.lowMoodCheckIn).toBe(true);
    await advance(10_000);
    expect(hook.result.current.promptShown).toBe(false);
    expect(deps.noteToolCompleted).toHaveBeenCalledTimes(1);
    expect(deps.evaluate).toHaveBeenCalledTimes(1);
    expect(recorded).toEqual([]);
  });

  it('a visit to crisis help takes away an invitation on its way, and is neither counted nor considered', async () => {
    const { hook, deps, go, recorded } = setup({ show: true, source: 'server' });
    await advance(1);
    go('/crisis-help');
    await advance(10_000);
    expect(hook.result.current.promptShown).toBe(false);
    expect(deps.notePageView).toHaveBeenCalledTimes(1);
    expect(recorded).toEqual([]);
  });

  it('an invitation approved on one page does not appear on the next', async () => {
    const { hook, go } = setup({ show: true, source: 'server' });
    await advance(1);
    go('/presence');
    await advance(10_000);
    expect(hook.result.current.promptShown).toBe(false);
  });

  it('opens the dialog from the invitation: the invitation goes, and opened then submitted are recorded', async () => {
    function Modal() {
      return null;
    }
    const { hook, recorded, session } = setup({ show: true, source: 'server' }, 60_000, { loadModal: async () => Modal });
    await advance(1);
    await advance(5000);
    expect(hook.result.current.promptShown).toBe(true);
    let opened = false;
    act(() => {
      opened = hook.result.current.openDialog('prompt');
    });
    expect(opened).toBe(true);
    expect(hook.result.current.promptShown).toBe(false);
    expect(hook.result.current.opening).toBe(true);
    // A second press while the dialog is on its way is ignored.
    expect(hook.result.current.openDialog('button')).toBe(false);
    await advance(0);
    expect(hook.result.current.dialog).toMatchObject({ Modal, origin: 'prompt', page: { pathname: '/about' } });
    act(() => hook.result.current.onSubmitted());
    expect(session).toMatchObject({ submitted: true });
    act(() => hook.result.current.closeDialog());
    expect(hook.result.current.dialog).toBeNull();
    expect(recorded).toEqual(['prompted', 'opened', 'submitted']);
  });
});
