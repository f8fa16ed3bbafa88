/**
 * functions/_lib/multipart.ts on its own: what it takes from a form the platform builds, and each refusal, with how
 * much of the body it read before refusing.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../functions/_lib/http.ts';
import { FIELD_TOO_LONG, MALFORMED_MULTIPART, readMultipart, type MultipartRules } from '../../functions/_lib/multipart.ts';

const RULES: MultipartRules = {
  maxBodyBytes: 64 * 1024,
  maxParts: 3,
  maxFieldBytes: 1024,
  maxFileBytes: 32 * 1024,
  wrongType: 'wrong type',
  tooLarge: 'too large',
  tooManyParts: 'too many parts',
};

function formRequest(form: FormData): Request {
  return new Request('http://localhost/upload', { method: 'POST', body: form });
}

/** A body streamed in `chunk`-byte pieces, counting how many pieces were pulled. */
function streamedRequest(text: string, contentType: string, chunk = 1024): { request: Request; pulled: () => number } {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
  const request = new Request('http://localhost/upload', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  return { request, pulled: () => pulls };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, message: (error as HttpError).message };
}

describe('readMultipart', () => {
  it('takes the first text field and the first file of each name, with the file name and declared type', async () => {
    const form = new FormData();
    form.append('id', 'first');
    form.append('id', 'second');
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'Image/PNG' }), 'shot.png');
    const received = await readMultipart(formRequest(form), RULES);
    expect(received.fields.get('id')).toBe('first');
    const file = received.files.get('file');
    expect(file?.fileName).toBe('shot.png');
    expect(file?.type).toBe('image/png');
    expect([...(file?.bytes ?? [])]).toEqual([1, 2, 3]);
  });

  it('keeps UTF-8 text as text', async () => {
    const form = new FormData();
    form.set('details', '{"title":"Ça va — 心"}');
    expect((await readMultipart(formRequest(form), RULES)).fields.get('details')).toBe('{"title":"Ça va — 心"}');
  });

  it('refuses what is not multipart with a 415, and a multipart type without a boundary with a 400', async () => {
    const json = new Request('http://localhost/upload', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await refusal(readMultipart(json, RULES))).toEqual({ status: 415, message: 'wrong type' });
    const bare = new Request('http://localhost/upload', { method: 'POST', body: 'x', headers: { 'content-type': 'multipart/form-data' } });
    expect(await refusal(readMultipart(bare, RULES))).toEqual({ status: 400, message: MALFORMED_MULTIPART });
  });

  it('refuses a body declared over the cap before reading any of it', async () => {
    const { request, pulled } = streamedRequest('x'.repeat(10), 'multipart/form-data; boundary=b');
    request.headers.set('content-length', String(RULES.maxBodyBytes + 1));
    expect(await refusal(readMultipart(request, RULES))).toEqual({ status: 413, message: 'too large' });
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it('refuses the part past the cap as it arrives, reading no further', async () => {
    const part = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n';
    const { request, pulled } = streamedRequest(`${part.repeat(5_000)}--b--\r\n`, 'multipart/form-data; boundary="b"');
    expect(await refusal(readMultipart(request, { ...RULES, maxBodyBytes: 1024 * 1024 }))).toEqual({ status: 400, message: 'too many parts' });
    // 5,000 parts are 245 pieces of 1 KB; the fourth part is in the first.
    expect(pulled()).toBeLessThan(5);
  });

  it('refuses a chunked body over the cap as counted, a file over its cap, and an over-long text field', async () => {
    const big = `--b\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\n${'x'.repeat(RULES.maxBodyBytes)}\r\n--b--\r\n`;
    expect(await refusal(readMultipart(streamedRequest(big, 'multipart/form-data; boundary=b').request, RULES))).toEqual({
      status: 413,
      message: 'too large',
    });
    const file = new FormData();
    file.set('f', new Blob([new Uint8Array(RULES.maxFileBytes + 1)]), 'a.bin');
    expect(await refusal(readMultipart(formRequest(file), RULES))).toEqual({ status: 413, message: 'too large' });
    const field = new FormData();
    field.set('details', 'd'.repeat(RULES.maxFieldBytes + 1));
    expect(await refusal(readMultipart(formRequest(field), RULES))).toEqual({ status: 400, message: FIELD_TOO_LONG });
  });

  it('refuses a body that ends before its closing delimiter', async () => {
    const cut = '--b\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\nhalf a fi';
    expect(await refusal(readMultipart(streamedRequest(cut, 'multipart/form-data; boundary=b').request, RULES))).toEqual({
      status: 400,
      message: MALFORMED_MULTIPART,
    });
  });
});
