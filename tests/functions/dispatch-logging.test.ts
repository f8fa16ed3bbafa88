/**
 * 31.5 (logging): what the functions log of a failure is the route, the error's class and its code, never what the
 * person sent. A personal sentence goes through every failure path reachable from outside (database errors that
 * carry the statement's parameters, a storage failure, a handler that throws, malformed bodies, the router's own
 * catch), and the captured log must not hold it anywhere.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackend } from '../../functions/_lib/backend.ts';
import type { SqlClient } from '../../functions/_lib/db/client.ts';
import { createDispatcher } from '../../functions/_lib/dispatch.ts';
import { createCommunityHandler } from '../../functions/community.ts';
import { createFeedbackHandler } from '../../functions/feedback.ts';
import { createFunctionsRouter } from '../../server/functions-router.ts';
import { COMMUNITY_KEY_HEADER } from '../../contract/community-schemas.ts';
import { DEVICE_KEY_HEADER, newDeviceKey } from '../../contract/device-key.ts';
import { DATABASE_KINDS, openTestDatabase, validSubmission, type TestDatabase } from './support/backends.ts';
import { newWriter, samplePost } from './support/community-harness.ts';

const SENTENCE = 'After my sister moved away I stopped sleeping and nobody noticed';
const FRAGMENT = 'sister moved away';

/** Everything written to the console while a test runs, as the console would print it (objects in full). */
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const method of ['error', 'warn', 'info', 'log', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 10, showHidden: true }))).join(' '));
    });
  }
});
afterEach(() => {
  expect(logged.join('\n')).not.toContain(FRAGMENT);
});

/**
 * The real database, except that a statement whose parameters hold the sentence is sent broken: the driver's own
 * error (with the statement and its parameters on it) is what the function sees, as with any database failure.
 */
function breakingOnSentence(db: SqlClient): SqlClient {
  const holdsSentence = (params: readonly unknown[] | undefined) => (params ?? []).some((param) => String(param).includes(FRAGMENT));
  return {
    kind: db.kind,
    query: (text, params) => db.query(holdsSentence(params) ? `${text} ;; broken` : text, params),
    exec: (text) => db.exec(text),
    transaction: (work) => db.transaction((tx) => work(breakingOnSentence(tx))),
    close: () => db.close(),
  };
}

describe.each(DATABASE_KINDS)('31.5 failure logs hold no personal text (%s database)', (kind) => {
  let database: TestDatabase;
  let db: SqlClient;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = breakingOnSentence(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  const backend = () => createBackend({ db, env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'database' } });

  it('a database error on a feedback submission and on usage events', async () => {
    const feedback = createFeedbackHandler(async () => backend());
    const headers = { 'content-type': 'application/json', [DEVICE_KEY_HEADER]: newDeviceKey() };
    const submit = await feedback(
      new Request('http://localhost/.netlify/functions/feedback/submit', {
        method: 'POST',
        headers,
        body: JSON.stringify(validSubmission({ message: SENTENCE })),
      }),
      { ip: '203.0.113.9' },
    );
    expect(submit.status).toBe(500);
    const track = await feedback(
      new Request('http://localhost/.netlify/functions/feedback/track', {
        method: 'POST',
        headers,
        body: JSON.stringify({ events: [{ id: crypto.randomUUID(), type: 'user_action', timestamp: Date.now(), data: { note: SENTENCE } }] }),
      }),
      { ip: '203.0.113.9' },
    );
    expect(track.status).toBe(500);
    // The failure is still logged, by route and SQLSTATE (42601: a syntax error).
    expect(logged.join('\n')).toMatch(/Feedback POST \/submit failed: \w+ 42601/);
  });

  it('a database error on a community post', async () => {
    const community = createCommunityHandler(async () => backend());
    const writer = newWriter();
    const response = await community(
      new Request('http://localhost/.netlify/functions/community/posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [COMMUNITY_KEY_HEADER]: writer.key },
        body: JSON.stringify(samplePost(writer.handle, { body: `${SENTENCE}. Small steps still count.` })),
      }),
      { ip: '203.0.113.9' },
    );
    expect(response.status).toBe(500);
    expect(logged.join('\n')).toMatch(/failed: \w+ 42601/);
  });

  it('a storage failure whose error quotes the sentence', async () => {
    const feedback = createFeedbackHandler(() => Promise.reject(Object.assign(new Error(SENTENCE), { detail: SENTENCE, code: 'ECONNREFUSED' })));
    const response = await feedback(new Request('http://localhost/.netlify/functions/feedback/submission-total'), {});
    expect(response.status).toBe(503);
    expect(logged.join('\n')).toContain('ECONNREFUSED');
  });

  it('a handler that throws with the sentence in its message, properties and cause', async () => {
    const dispatch = createDispatcher(async () => backend(), {
      basePath: '/.netlify/functions/probe',
      routes: [
        {
          pattern: /^\/boom$/,
          methods: {
            POST: async () => {
              throw Object.assign(new TypeError(SENTENCE), { body: SENTENCE, code: SENTENCE, cause: new Error(SENTENCE) });
            },
          },
        },
      ],
      messages: { storageUnavailableLog: 'Probe storage', updating: 'updating', unavailable: 'unavailable', failureLogPrefix: 'Probe' },
    });
    const response = await dispatch(new Request('http://localhost/.netlify/functions/probe/boom', { method: 'POST', body: SENTENCE }), {});
    expect(response.status).toBe(500);
    expect(logged.join('\n')).toContain('Probe POST /boom failed: TypeError');
  });

  it('malformed bodies that quote the sentence', async () => {
    const feedback = createFeedbackHandler(async () => backend());
    for (const body of [`{"message": "${SENTENCE}`, JSON.stringify({ ...validSubmission(), extra: SENTENCE }), JSON.stringify({ events: [SENTENCE] })]) {
      for (const path of ['/submit', '/track', '/prompt-interaction']) {
        const response = await feedback(
          new Request(`http://localhost/.netlify/functions/feedback${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [DEVICE_KEY_HEADER]: newDeviceKey() },
            body,
          }),
          { ip: '203.0.113.9' },
        );
        expect(response.status).toBeLessThan(500);
      }
    }
  });

  it("the functions router's own catch", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bm-log-probe-'));
    try {
      writeFileSync(
        join(folder, 'probe.ts'),
        `export default async () => { throw Object.assign(new Error(${JSON.stringify(SENTENCE)}), { params: [${JSON.stringify(SENTENCE)}] }); };\n`,
      );
      const route = createFunctionsRouter(folder);
      const response = await route(new Request('http://localhost/.netlify/functions/probe'), { dataDir: folder, ip: '' });
      expect(response.status).toBe(500);
      expect(logged.join('\n')).toContain('Function probe failed: Error');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
