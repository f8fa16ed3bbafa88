import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, mergeHeaders, policyForPath, securityHeaders, supabaseOrigins } from '../security-headers.ts';
import { parseEnvText } from '../env-files.ts';
import { bootScriptHash } from '../boot-script.ts';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as [string, string];
      }),
  );
}

describe('the Content-Security-Policy of npm start', () => {
  it('forbids inline script but the boot script, and framing, and allows only our own origin by default', () => {
    const policy = directives(securityHeaders({})['Content-Security-Policy'] ?? '');
    expect(policy.get('script-src')).toBe(`'self' ${bootScriptHash()}`);
    expect(policy.get('style-src')).toBe("'self'");
    expect(policy.has('style-src-attr')).toBe(false);
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('img-src')).toBe("'self' data: blob:");
    expect(policy.get('worker-src')).toBe("'self'");
    expect(policy.get('manifest-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect([...policy.values()].join(' ')).not.toContain('unsafe-');
    expect(policy.get('script-src')).not.toContain('unsafe-inline');
  });

  it("lets only the app lock's Argon2id worker compile WebAssembly, and no page", () => {
    const page = securityHeaders({})['Content-Security-Policy'] ?? '';
    const worker = directives(policyForPath('/assets/passphrase.worker-BAd1J3pU.js', page));
    expect(worker.get('script-src')).toBe(`'self' 'wasm-unsafe-eval' ${bootScriptHash()}`);
    expect([...worker.values()].join(' ').replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe-');
    for (const other of ['/', '/assets/index-abc.js', '/assets/sync-worker-abc.js', '/assets/passphrase.worker-abc.js.map', '/x/assets/passphrase.worker-a.js']) {
      expect(policyForPath(other, page), other).toBe(page);
    }
  });

  it('allows the configured Supabase URL and its WebSocket form, VITE_ winning over REACT_APP_', () => {
    expect(supabaseOrigins({ REACT_APP_SUPABASE_URL: 'https://abc.supabase.co/' })).toEqual([
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
    ]);
    expect(
      supabaseOrigins({ REACT_APP_SUPABASE_URL: 'https://a.supabase.co', VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }),
    ).toEqual(['http://127.0.0.1:54321', 'ws://127.0.0.1:54321']);
    expect(supabaseOrigins({ REACT_APP_SUPABASE_URL: 'javascript:alert(1)' })).toEqual([]);
    expect(supabaseOrigins({ REACT_APP_SUPABASE_URL: 'not a url' })).toEqual([]);
    const policy = directives(securityHeaders({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })['Content-Security-Policy'] ?? '');
    expect(policy.get('connect-src')).toBe("'self' https://abc.supabase.co wss://abc.supabase.co");
  });

  it('sends nosniff, a referrer policy, a permissions policy and no framing', () => {
    const headers = securityHeaders({});
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('is the policy netlify.toml sends, apart from the Supabase origins Netlify cannot read from the environment', () => {
    const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
    const fromToml = /Content-Security-Policy = "([^"]+)"/.exec(toml)?.[1] ?? '';
    expect(fromToml).toBe(contentSecurityPolicy(['https://*.supabase.co', 'wss://*.supabase.co']));
    for (const [name, value] of Object.entries(securityHeaders({}))) {
      if (name === 'Content-Security-Policy') continue;
      expect(toml, name).toContain(`${name} = "${value}"`);
    }
  });

  it("lets a response's own header replace the default one whatever its case, and keeps every cookie", () => {
    const own = new Headers({ 'content-security-policy': "default-src 'none'; sandbox", 'content-type': 'image/png' });
    own.append('set-cookie', 'a=1');
    own.append('set-cookie', 'b=2');
    const merged = mergeHeaders(securityHeaders({}), own);
    const csp = Object.entries(merged).filter(([name]) => name.toLowerCase() === 'content-security-policy');
    expect(csp).toEqual([['content-security-policy', "default-src 'none'; sandbox"]]);
    expect(merged['Set-Cookie']).toEqual(['a=1', 'b=2']);
  });
});

describe('.env files for npm start', () => {
  it('reads KEY=value lines, quoted values and comments', () => {
    expect(
      parseEnvText(
        ['# comment', 'ADMIN_EMAIL=me@example.org', 'ADMIN_PASSWORD="a # not a comment"', "X='single'", 'Y=plain # note', 'export Z=1', 'bad line'].join('\n'),
      ),
    ).toEqual({ ADMIN_EMAIL: 'me@example.org', ADMIN_PASSWORD: 'a # not a comment', X: 'single', Y: 'plain', Z: '1' });
  });
});
