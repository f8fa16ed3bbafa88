/**
 * The books function (functions/books.ts) over a test database, with a test clock and an admin configured; the admin
 * signs in through the real feedback function on the same backend, so the cookie is the one a browser would carry.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Env, FunctionsBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { createBooksHandler } from '../../../functions/books.ts';
import { BOOKS_PATH, type BookDetails } from '../../../contract/book-schemas.ts';
import { DEVICE_KEY_HEADER, newDeviceKey } from '../../../contract/device-key.ts';
import { openTestDatabase, type Clock, type DatabaseKind, type TestDatabase } from './backends.ts';
import { clockedBackend, signInAsAdmin } from './function-call.ts';

export const BOOKS_BASE = `http://localhost${BOOKS_PATH}`;

export interface BooksResponse {
  status: number;
  headers: Headers;
  json: { success: boolean; data?: Record<string, unknown>; error?: string };
  text: string;
  bytes: Uint8Array;
}

export interface BooksCallOptions {
  body?: BodyInit | Record<string, unknown>;
  headers?: Record<string, string>;
  ip?: string;
  deviceKey?: string;
  cookie?: string;
}

export interface Author {
  submissionId: string;
  deviceKey: string;
}

export interface BooksHarness {
  backend: FunctionsBackend;
  clock: Clock;
  call(method: string, path: string, options?: BooksCallOptions): Promise<BooksResponse>;
  /** PUT /submissions/{id} with a multipart body made of `details` (or raw text for it) and the bytes. */
  submit(author: Author, details: BookDetails | string, bytes: Uint8Array, options?: BooksCallOptions): Promise<BooksResponse>;
  signIn(): Promise<string>;
}

export function newAuthor(): Author {
  return { submissionId: randomUUID(), deviceKey: newDeviceKey() };
}

export function sampleDetails(overrides: Partial<BookDetails> = {}): BookDetails {
  return {
    title: 'The Long Way Back',
    author: 'R. M. Hale',
    synopsis: 'A memoir of two years of depression and the small, ordinary things that helped.',
    contentNotes: 'Depression, grief; no descriptions of self-harm.',
    consent: true,
    fileName: 'long-way-back.pdf',
    ...overrides,
  };
}

export function manuscriptForm(details: BookDetails | string, bytes: Uint8Array, fileName = 'manuscript.bin'): FormData {
  const form = new FormData();
  form.set('details', typeof details === 'string' ? details : JSON.stringify(details));
  form.set('manuscript', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), fileName);
  return form;
}

/** Rate limits are off unless `env` says otherwise. */
export function booksHarness(db: SqlClient, options: { env?: Env } = {}): BooksHarness {
  const { backend, clock } = clockedBackend(db, { start: new Date('2026-11-24T10:00:00Z'), env: options.env, admin: true });
  const handler = createBooksHandler(async () => backend);
  async function call(method: string, path: string, callOptions: BooksCallOptions = {}): Promise<BooksResponse> {
    const headers = new Headers(callOptions.headers);
    let body: BodyInit | undefined;
    const given = callOptions.body;
    if (given === undefined || typeof given === 'string' || given instanceof FormData || given instanceof Uint8Array || given instanceof Blob) {
      body = given as BodyInit | undefined;
    } else {
      body = JSON.stringify(given);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    if (callOptions.deviceKey !== undefined) headers.set(DEVICE_KEY_HEADER, callOptions.deviceKey);
    if (callOptions.cookie !== undefined) headers.set('cookie', callOptions.cookie);
    const response = await handler(new Request(`${BOOKS_BASE}${path}`, { method, headers, body }), { ip: callOptions.ip ?? '203.0.113.50' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let json: BooksResponse['json'] = { success: false };
    try {
      json = JSON.parse(text) as BooksResponse['json'];
    } catch {
      /* not JSON (the manuscript download): the test reads the bytes */
    }
    return { status: response.status, headers: response.headers, json, text, bytes };
  }
  return {
    backend,
    clock,
    call,
    submit: (author, details, bytes, callOptions = {}) =>
      call('PUT', `/submissions/${author.submissionId}`, { deviceKey: author.deviceKey, ...callOptions, body: manuscriptForm(details, bytes) }),
    signIn: () => signInAsAdmin(backend),
  };
}

export interface SignedInBooks {
  database: TestDatabase;
  h: BooksHarness;
  cookie: string;
}

/**
 * Registers a suite's hooks: before all, a database of `kind`, the harness over it and the admin's cookie, handed to
 * `receive` (the suite keeps them in its own variables); after all, the database closed.
 */
export function withSignedInBooks(kind: DatabaseKind, receive: (opened: SignedInBooks) => void): void {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const h = booksHarness(database.db);
    receive({ database, h, cookie: await h.signIn() });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
}
