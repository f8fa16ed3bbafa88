// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useAfterNextFrame } from '../use-after-next-frame';

function Probe({ ready }: { ready: boolean }) {
  return <p>{useAfterNextFrame(ready) ? 'shown' : 'waiting'}</p>;
}

/** Frame callbacks held until the test renders "the frame" itself. */
function holdFrames() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => callbacks.delete(handle));
  return {
    pending: () => callbacks.size,
    renderFrame: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback(performance.now());
    },
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useAfterNextFrame', () => {
  it('is true at once when ready at mount (a screen opened from within the app)', () => {
    holdFrames();
    render(<Probe ready />);
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('turns true only in the task after the next frame once ready turns true', async () => {
    const frames = holdFrames();
    const { rerender } = render(<Probe ready={false} />);
    expect(frames.pending()).toBe(0);

    rerender(<Probe ready />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(nextTask);
    expect(screen.getByText('waiting')).toBeTruthy();

    act(frames.renderFrame);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(nextTask);
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('waits for nothing once ready turns false before the frame, and follows ready afterwards', async () => {
    const frames = holdFrames();
    const { rerender } = render(<Probe ready={false} />);
    rerender(<Probe ready />);
    rerender(<Probe ready={false} />);
    expect(frames.pending()).toBe(0);
    expect(screen.getByText('waiting')).toBeTruthy();

    rerender(<Probe ready />);
    act(frames.renderFrame);
    await act(nextTask);
    expect(screen.getByText('shown')).toBeTruthy();
    rerender(<Probe ready={false} />);
    expect(screen.getByText('waiting')).toBeTruthy();
  });
});
