import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, harness, openTestDatabase, validSubmission, type Harness, type TestDatabase } from './support/backends.ts';

function event(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    type: 'page_view',
    data: {},
    context: { page: '/insight' },
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}

interface TrackResult {
  stored: string[];
  duplicates: string[];
  rejected: { index: number; id: string | null; error: string }[];
  ignored: string[];
}

describe.each(DATABASE_KINDS)('POST /track (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db);
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  async function storedCount(ids: string[]): Promise<number> {
    const rows = await database.db.query<{ count: number }>(
      'select count(*)::int as count from feedback.events where id::text = any($1::text[])',
      [ids],
    );
    return rows[0]?.count ?? 0;
  }

  it('stores one event sent on its own', async () => {
    const single = event({ type: 'tool_completed', data: { toolId: 'box-breathing' }, sessionId: 's-1' });
    const response = await h.call('POST', '/track', { body: single });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({ stored: [single.id], duplicates: [], rejected: [], ignored: [] });
    const [row] = await database.db.query<{ type: string; data: unknown; session_id: string; page: string }>(
      'select type, data, session_id, page from feedback.events where id = $1',
      [single.id],
    );
    expect(row).toEqual({ type: 'tool_completed', data: { toolId: 'box-breathing' }, session_id: 's-1', page: '/insight' });
  });

  it('stores a batch of every event type, ignores repeats by id, and says which were which', async () => {
    const types = ['page_view', 'user_action', 'error', 'performance', 'tool_completed', 'feedback_widget_opened'];
    const events = types.map((type) => event({ type }));
    const first = await h.call('POST', '/track', { body: { events, sessionId: 'batch-session' } });
    expect((first.json.data as TrackResult).stored.sort()).toEqual(events.map((e) => e.id as string).sort());
    const again = await h.call('POST', '/track', { body: { events: [...events, events[0]], sessionId: 'batch-session' } });
    const result = again.json.data as TrackResult;
    expect(result.stored).toEqual([]);
    expect(result.duplicates).toHaveLength(7);
    expect(await storedCount(events.map((e) => e.id as string))).toBe(6);
    const sessions = await database.db.query<{ session_id: string }>(
      'select distinct session_id from feedback.events where id::text = any($1::text[])',
      [events.map((e) => e.id as string)],
    );
    expect(sessions).toEqual([{ session_id: 'batch-session' }]);
  });

  it('stores nothing for a session or user whose stored preferences opt out of tracking, and says so', async () => {
    const optedOutSession = crypto.randomUUID();
    const optedOutUser = crypto.randomUUID();
    const otherSession = crypto.randomUUID();
    for (const userId of [optedOutSession, optedOutUser.toUpperCase()]) {
      expect((await h.call('PUT', '/preferences', { body: { userId, trackingOptOut: true } })).status).toBe(200);
    }
    const events = [
      event({ sessionId: optedOutSession }),
      event({ context: { page: '/insight', sessionId: optedOutSession.toUpperCase() } }),
      event({ sessionId: otherSession, userId: optedOutUser }),
      event({ sessionId: otherSession }),
      event(),
    ];
    const ids = events.map((e) => e.id as string);
    const response = await h.call('POST', '/track', { body: { events } });
    expect(response.status).toBe(200);
    const result = response.json.data as TrackResult;
    expect(result.ignored.sort()).toEqual(ids.slice(0, 3).sort());
    expect(result.stored.sort()).toEqual(ids.slice(3).sort());
    expect(await storedCount(ids.slice(0, 3))).toBe(0);
    // The whole batch on an opted-out session, or a single event: nothing is stored.
    const batch = [event(), event()];
    const batchAnswer = (await h.call('POST', '/track', { body: { events: batch, sessionId: optedOutSession } })).json.data as TrackResult;
    expect(batchAnswer).toMatchObject({ stored: [], duplicates: [] });
    expect(batchAnswer.ignored).toHaveLength(2);
    const single = event({ sessionId: optedOutSession });
    expect((await h.call('POST', '/track', { body: single })).json.data).toEqual({ stored: [], duplicates: [], rejected: [], ignored: [single.id] });
    expect(await storedCount([...batch, single].map((e) => e.id as string))).toBe(0);

    // Opting back in: the session's events are stored again (those ignored before were never kept).
    await h.call('PUT', '/preferences', { body: { userId: optedOutSession, trackingOptOut: false } });
    const later = event({ sessionId: optedOutSession });
    expect((await h.call('POST', '/track', { body: later })).json.data).toMatchObject({ stored: [later.id], ignored: [] });
    // A prompt opt-out alone does not stop tracking.
    const promptOnly = crypto.randomUUID();
    await h.call('PUT', '/preferences', { body: { userId: promptOnly, promptOptOut: true } });
    const tracked = event({ sessionId: promptOnly });
    expect((await h.call('POST', '/track', { body: tracked })).json.data).toMatchObject({ stored: [tracked.id], ignored: [] });
  });

  it('accepts 500 events in one batch and refuses 501', async () => {
    const events = Array.from({ length: 500 }, () => event({ type: 'performance', data: { lcp: 1234.5 } }));
    const response = await h.call('POST', '/track', { body: { events } });
    expect(response.status).toBe(200);
    expect((response.json.data as TrackResult).stored).toHaveLength(500);
    const tooMany = await h.call('POST', '/track', { body: { events: [...events, event()] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error).toBe('events: must hold at most 500 events');
  });

  it('stores the good events of a batch and lists the bad ones with their reasons', async () => {
    const good = event();
    const events = [
      good,
      event({ type: 'mouse_move' }),
      event({ id: 'nope' }),
      event({ timestamp: 'yesterday' }),
      event({ extra: true }),
      'not an object',
      event({ data: { text: 'a\u0000b' } }),
    ];
    const response = await h.call('POST', '/track', { body: { events } });
    expect(response.status).toBe(200);
    const result = response.json.data as TrackResult;
    expect(result.stored).toEqual([good.id]);
    expect(result.rejected.map((item) => item.index)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.rejected[0]?.error).toMatch(/^type: /);
    expect(result.rejected[3]?.error).toBe('unknown field extra');
  });

  it('refuses a malformed single event or envelope with 400', async () => {
    expect((await h.call('POST', '/track', { body: event({ type: 'nope' }) })).status).toBe(400);
    expect((await h.call('POST', '/track', { body: { events: [] } })).status).toBe(400);
    expect((await h.call('POST', '/track', { body: { events: 'x' } })).status).toBe(400);
    expect((await h.call('POST', '/track', { body: [event()] })).status).toBe(400);
    expect((await h.call('POST', '/track', { body: { events: [event()], extra: 1 } })).status).toBe(400);
  });

  it('refuses a text/plain body, which a cross-site form can send (31.10)', async () => {
    const beacon = event();
    const response = await h.call('POST', '/track', {
      body: JSON.stringify(beacon),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(response.status).toBe(415);
  });

  it('records prompt interactions once by id', async () => {
    const interaction = {
      id: crypto.randomUUID(),
      type: 'dismissed',
      timestamp: Date.now(),
      sessionId: crypto.randomUUID(),
      page: '/insight/tools',
    };
    const first = await h.call('POST', '/prompt-interaction', { body: interaction });
    expect(first.status).toBe(201);
    expect(first.json.data).toEqual({ id: interaction.id, duplicate: false });
    const again = await h.call('POST', '/prompt-interaction', { body: interaction });
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ id: interaction.id, duplicate: true });
    for (const type of ['prompted', 'opened', 'submitted']) {
      expect((await h.call('POST', '/prompt-interaction', { body: { ...interaction, id: crypto.randomUUID(), type } })).status).toBe(201);
    }
    expect((await h.call('POST', '/prompt-interaction', { body: { ...interaction, id: crypto.randomUUID(), type: 'ignored' } })).status).toBe(400);
    expect((await h.call('POST', '/prompt-interaction', { body: { ...interaction, id: crypto.randomUUID(), page: 'insight' } })).status).toBe(400);
    const withoutSession = Object.fromEntries(Object.entries(interaction).filter(([name]) => name !== 'sessionId'));
    expect((await h.call('POST', '/prompt-interaction', { body: { ...withoutSession, id: crypto.randomUUID() } })).status).toBe(400);
  });
});

describe.each(DATABASE_KINDS)('POST /should-prompt (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;
  let chance = 0.99;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db, { random: () => chance });
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  async function visit(sessionId: string, page: string, at: Date) {
    await h.call('POST', '/track', {
      body: event({ sessionId, context: { page }, timestamp: at.toISOString() }),
    });
  }

  async function ask(sessionId: string, page: string, action?: string) {
    const response = await h.call('POST', '/should-prompt', { body: { sessionId, page, ...(action ? { action } : {}) } });
    expect(response.status).toBe(200);
    return response.json.data as { shouldPrompt: boolean; reason: string };
  }

  it('does not prompt a session it knows nothing of, nor before 30 seconds of engagement', async () => {
    const sessionId = crypto.randomUUID();
    expect(await ask(sessionId, '/insight', 'tool_completed')).toEqual({ shouldPrompt: false, reason: 'not_engaged_yet' });
    await visit(sessionId, '/insight', new Date(h.clock.now.getTime() - 29_000));
    expect((await ask(sessionId, '/insight', 'tool_completed')).reason).toBe('not_engaged_yet');
  });

  it('prompts after a completed tool once engaged for 30 seconds', async () => {
    const sessionId = crypto.randomUUID();
    await visit(sessionId, '/insight/tools', new Date(h.clock.now.getTime() - 31_000));
    expect(await ask(sessionId, '/insight/tools', 'tool_completed')).toEqual({ shouldPrompt: true, reason: 'tool_completed' });
    expect((await ask(sessionId, '/insight/tools')).reason).toBe('no_trigger');
  });

  it('prompts after 10 minutes or 5 pages, and on the listed pages by chance', async () => {
    const long = crypto.randomUUID();
    await visit(long, '/', new Date(h.clock.now.getTime() - 10 * 60_000));
    expect((await ask(long, '/about')).reason).toBe('long_session');

    const pages = crypto.randomUUID();
    for (let index = 0; index < 5; index++) await visit(pages, `/page-${index}`, new Date(h.clock.now.getTime() - 60_000));
    expect((await ask(pages, '/about')).reason).toBe('many_pages');

    const lucky = crypto.randomUUID();
    await visit(lucky, '/', new Date(h.clock.now.getTime() - 60_000));
    chance = 0.14;
    expect(await ask(lucky, '/resonance')).toEqual({ shouldPrompt: true, reason: 'chance_page' });
    expect((await ask(lucky, '/about')).reason).toBe('no_trigger');
    chance = 0.15;
    expect((await ask(lucky, '/resonance')).reason).toBe('no_trigger');
    chance = 0.99;
  });

  it('never prompts on admin, login or register paths', async () => {
    const sessionId = crypto.randomUUID();
    await visit(sessionId, '/', new Date(h.clock.now.getTime() - 20 * 60_000));
    for (const page of ['/admin', '/admin/dashboard', '/login', '/register/x']) {
      expect((await ask(sessionId, page, 'tool_completed')).reason).toBe('excluded_page');
    }
  });

  it('never prompts twice in a session, within 3 days of a prompt, or after crisis help', async () => {
    const prompted = crypto.randomUUID();
    await visit(prompted, '/', new Date(h.clock.now.getTime() - 20 * 60_000));
    await h.call('POST', '/prompt-interaction', {
      body: { id: crypto.randomUUID(), type: 'prompted', timestamp: h.clock.now.toISOString(), sessionId: prompted, page: '/' },
    });
    expect((await ask(prompted, '/insight', 'tool_completed')).reason).toBe('prompted_recently');
    h.clock.advance(3 * 86_400_000 + 1000);
    expect((await ask(prompted, '/insight', 'tool_completed')).reason).toBe('already_prompted_this_session');
    h.clock.now = new Date();

    const crisis = crypto.randomUUID();
    await visit(crisis, '/crisis-help', new Date(h.clock.now.getTime() - 20 * 60_000));
    expect((await ask(crisis, '/insight', 'tool_completed')).reason).toBe('visited_crisis_help');
  });

  it('never prompts after 5 feedbacks in 7 days, or someone who opted out', async () => {
    const busy = crypto.randomUUID();
    await visit(busy, '/', new Date(h.clock.now.getTime() - 20 * 60_000));
    for (let index = 0; index < 5; index++) await h.call('POST', '/submit', { body: validSubmission({ sessionId: busy }) });
    expect((await ask(busy, '/insight', 'tool_completed')).reason).toBe('enough_feedback_this_week');
    h.clock.advance(7 * 86_400_000 + 1000);
    expect((await ask(busy, '/insight', 'tool_completed')).reason).toBe('tool_completed');
    h.clock.now = new Date();

    const optedOut = crypto.randomUUID();
    await visit(optedOut, '/', new Date(h.clock.now.getTime() - 20 * 60_000));
    await h.call('PUT', '/preferences', { body: { userId: optedOut, promptOptOut: true } });
    expect((await ask(optedOut, '/insight', 'tool_completed')).reason).toBe('opted_out');
  });

  it('refuses malformed questions', async () => {
    expect((await h.call('POST', '/should-prompt', { body: { page: '/x' } })).status).toBe(400);
    expect((await h.call('POST', '/should-prompt', { body: { page: 'x', sessionId: 's' } })).status).toBe(400);
    expect((await h.call('POST', '/should-prompt', { body: { page: '/x', sessionId: 's', force: true } })).status).toBe(400);
  });
});
