import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inflateJson } from './bounded-inflate.ts';
import { concatBytes } from './share-bytes.ts';

const deflated = (text: string) => deflateSync(new TextEncoder().encode(text));

describe('concatBytes', () => {
  it('lays the parts end to end, empty ones included', () => {
    expect([...concatBytes(Uint8Array.of(1), new Uint8Array(), Uint8Array.of(2, 3))]).toEqual([1, 2, 3]);
    expect(concatBytes().length).toBe(0);
  });
});

describe('inflateJson', () => {
  it('gives back the value of deflated JSON', () => {
    expect(inflateJson(deflated('{"a":[1,"é"]}'), 1024)).toEqual({ ok: true, value: { a: [1, 'é'] } });
  });

  it('refuses a stream cut short, one too long once inflated, bytes that are not UTF-8 and text that is not JSON', () => {
    const whole = deflated(JSON.stringify({ words: 'x'.repeat(2000) }));
    expect(inflateJson(whole.slice(0, whole.length - 4), 1 << 20)).toEqual({ ok: false });
    expect(inflateJson(whole, 100)).toEqual({ ok: false });
    expect(inflateJson(deflateSync(Uint8Array.of(0x22, 0xff, 0x22)), 1024)).toEqual({ ok: false });
    expect(inflateJson(deflated('{"a":'), 1024)).toEqual({ ok: false });
  });
});
