/** 31.13: a request target whose path RFC 3986 does not allow is malformed (400), as `/%zz` already was. */
import { describe, expect, it } from 'vitest';
import { requestUrl } from '../request-origin.ts';

const ORIGIN = 'http://127.0.0.1:8080';

describe('31.13 request targets: only paths RFC 3986 allows', () => {
  it.each(['//[', '/[', '/a]b', '/{x}', '/a|b', '/a^b', '/a b', '/%zz', '/%4', 'http://h//[', '/x\\y'])(
    'refuses %s',
    (target) => {
      expect(requestUrl(target, ORIGIN)).toBeNull();
    },
  );

  it.each([
    ['/', '/'],
    ['/insight/journal', '/insight/journal'],
    ["/a-b._~!$&'()*+,;=:@/%20", "/a-b._~!$&'()*+,;=:@/%20"],
    ['/.netlify/functions/feedback/admin/feedback?filters={"to":"x"}', '/.netlify/functions/feedback/admin/feedback'],
    ['http://elsewhere.example/health?x=1', '/health'],
  ])('keeps %s', (target, pathname) => {
    expect(requestUrl(target, ORIGIN)?.pathname).toBe(pathname);
  });
});
