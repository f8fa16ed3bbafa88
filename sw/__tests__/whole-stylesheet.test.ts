import { describe, expect, it } from 'vitest';
import { wholeStylesheetPlugin, withWholeStylesheet } from '../whole-stylesheet';

const CRITICAL = '<link rel="stylesheet" href="/assets/critical-AbC_12-x.css">';
const STARTER = '<script src="/start-app.js" async data-entry="/assets/index-x.js" data-preload="" data-style="/assets/style-Q1w_2.css"></script>';
const page = (head: string, starter: string) => `<!doctype html><html><head>${head}</head><body><div id="root"><p>Hi</p></div>${starter}</body></html>`;

describe('withWholeStylesheet', () => {
  it('links the whole stylesheet the starter names where the page linked its critical CSS', () => {
    const served = withWholeStylesheet(page(CRITICAL, STARTER));
    expect(served).toContain('<link rel="stylesheet" crossorigin href="/assets/style-Q1w_2.css">');
    expect(served).not.toContain('critical-');
    expect(served).toContain(STARTER);
  });

  it('leaves alone the shell, a page without a starter, and names that are not a built stylesheet', () => {
    const shell = page('<link rel="stylesheet" crossorigin href="/assets/style-Q1w_2.css">', '');
    expect(withWholeStylesheet(shell)).toBe(shell);
    expect(withWholeStylesheet(page(CRITICAL, ''))).toBe(page(CRITICAL, ''));
    for (const odd of ['/assets/x.css?"><script>alert(1)</script>', '/assets/a b.css', '/assets/../x.css/']) {
      const hostile = page(CRITICAL, STARTER.replace('/assets/style-Q1w_2.css', odd));
      expect(withWholeStylesheet(hostile), odd).toBe(hostile);
    }
    const elsewhere = page(CRITICAL, STARTER.replace('/assets/style-Q1w_2.css', 'https://example.com/x.css'));
    expect(withWholeStylesheet(elsewhere)).toBe(elsewhere);
  });
});

describe('wholeStylesheetPlugin', () => {
  const use = (response: Response | undefined) =>
    wholeStylesheetPlugin.cachedResponseWillBeUsed?.({
      cacheName: 'precache',
      request: new Request('http://localhost/crisis-help'),
      cachedResponse: response,
      state: {},
      event: new Event('fetch') as unknown as ExtendableEvent,
    });

  it('answers an HTML page with the whole stylesheet, keeping its status and headers but the length', async () => {
    const body = page(CRITICAL, STARTER);
    const cached = new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length), 'x-kept': '1' } });
    const answered = await use(cached);
    expect(answered?.status).toBe(200);
    expect(answered?.headers.get('x-kept')).toBe('1');
    expect(answered?.headers.get('content-length')).toBeNull();
    expect(await answered?.text()).toContain('crossorigin href="/assets/style-Q1w_2.css"');
  });

  it('hands back anything else untouched: no response, a script, a page with nothing to change', async () => {
    expect(await use(undefined)).toBeUndefined();
    const script = new Response(page(CRITICAL, STARTER), { headers: { 'content-type': 'text/javascript' } });
    expect(await use(script)).toBe(script);
    const shell = new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
    expect(await use(shell)).toBe(shell);
  });
});
