// @vitest-environment jsdom
/**
 * "Talk it through" on screen: the answer shows piece by piece as it streams, always as text; risky words get crisis
 * help without a request (device) or from the function's answer (server); failures show calm sentences and keep
 * what was written. The request function is handed in; the answers are the contract's (contract/ai-schemas.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AI_MESSAGES, AI_STREAM_CONTENT_TYPE, encodeStreamEvent, type AiStreamEvent } from '@contract/ai-schemas';
import type { TalkOptions } from '@contract/ai-client';
import { renderApp } from '@/testing/render-app';
import { TalkItThrough } from '../../components/ai/TalkItThrough';

afterEach(cleanup);

/** A streamed answer whose events the test pushes one at a time. */
function streamedAnswer() {
  let push!: (event: AiStreamEvent) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (event) => controller.enqueue(new TextEncoder().encode(encodeStreamEvent(event)));
      end = () => controller.close();
    },
  });
  const response = new Response(body, { status: 200, headers: { 'Content-Type': `${AI_STREAM_CONTENT_TYPE}; charset=utf-8` } });
  return { response, push: (event: AiStreamEvent) => push(event), end: () => end() };
}

function renderTalk(request: TalkOptions['fetch']) {
  // It sits on the Presence home page (src/features/presence/components/ai/AiTools.tsx).
  return renderApp({ route: '/presence', routes: { '/presence': <TalkItThrough request={request} /> } });
}

function write(text: string) {
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('TalkItThrough', () => {
  it('says it is an automated helper, shows the answer as it arrives, and shows it as text', async () => {
    const answer = streamedAnswer();
    const sent: unknown[] = [];
    await renderTalk(async (_input, init) => {
      sent.push(JSON.parse(String(init.body)));
      return answer.response;
    });
    expect(screen.getByText(/automated helper, not a person and not a therapist/)).toBeTruthy();
    write('Work has been <b>a lot</b>');
    expect(sent).toEqual([{ messages: [{ role: 'user', content: 'Work has been <b>a lot</b>' }] }]);
    answer.push({ type: 'text', text: 'That sounds heavy. ' });
    await screen.findByText('That sounds heavy.');
    expect(screen.getByRole('button', { name: 'Answering…' })).toHaveProperty('disabled', true);
    answer.push({ type: 'text', text: '<img src=x onerror="window.hacked=1"> What helps?' });
    answer.push({ type: 'done' });
    answer.end();
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    await within(conversation).findByText('That sounds heavy. <img src=x onerror="window.hacked=1"> What helps?');
    expect(within(conversation).getByText('Work has been <b>a lot</b>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows crisis help for risky words without sending them', async () => {
    let calls = 0;
    await renderTalk(async () => {
      calls++;
      return new Response('{}');
    });
    write('I want to kill myself');
    expect(await screen.findByRole('heading', { name: 'You deserve support right now' })).toBeTruthy();
    expect(calls).toBe(0);
    // Later messages in the same conversation still carry the first: crisis help again, until a fresh start.
    write('Can we talk about something else?');
    expect(calls).toBe(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a new conversation' }));
    expect(screen.queryByRole('heading', { name: 'You deserve support right now' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Conversation' })).toBeNull();
  });

  it("shows crisis help when the function answers it", async () => {
    await renderTalk(async () =>
      new Response(JSON.stringify({ success: true, data: { kind: 'crisis-help', signals: ['self-harm'] } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    write('Some words the device did not catch');
    expect(await screen.findByRole('heading', { name: 'You deserve support right now' })).toBeTruthy();
  });

  it('shows a calm sentence when the helper is not set up, and keeps what was written', async () => {
    await renderTalk(async () => new Response(JSON.stringify({ success: false, error: AI_MESSAGES.notConfigured }), { status: 503 }));
    write('Hello');
    expect(await screen.findByText(AI_MESSAGES.notConfigured)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Conversation' })).getByText('Hello')).toBeTruthy();
  });

  it('keeps the part of an answer that arrived before it broke off', async () => {
    const answer = streamedAnswer();
    await renderTalk(async () => answer.response);
    write('Hello');
    answer.push({ type: 'text', text: 'I hear you.' });
    answer.push({ type: 'error', message: AI_MESSAGES.brokeOff });
    answer.end();
    expect(await screen.findByText(AI_MESSAGES.brokeOff)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Conversation' })).getByText('I hear you.')).toBeTruthy());
  });
});
