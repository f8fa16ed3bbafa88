/**
 * What Netlify would send for netlify.toml, through Netlify's own headers engine (@netlify/headers, the one its CLI and
 * Vite plugin use), against the policy `npm start` sends (server/security-headers.ts).
 */
import { fileURLToPath } from 'node:url';
import { HeadersHandler } from '@netlify/headers';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, policyForPath, securityHeaders } from '../security-headers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SUPABASE_PATTERNS = ['https://*.supabase.co', 'wss://*.supabase.co'];
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

async function netlifyHeaders(path: string): Promise<Record<string, string>> {
  // The logger's type comes from a package Netlify's CLI brings; the engine only calls these three.
  const handler = new HeadersHandler({ configPath: 'netlify.toml', projectDir: ROOT, publishDir: 'dist', logger: quiet as never });
  return handler.apply(new Request(`https://better-minds.example${path}`));
}

describe("netlify.toml's headers, as Netlify's engine applies them", () => {
  const pagePolicy = contentSecurityPolicy(SUPABASE_PATTERNS);

  it('gives pages and ordinary scripts the policy with nothing unsafe', async () => {
    for (const path of ['/', '/crisis-help', '/insight/reflections', '/assets/index-Ab12_x.js', '/assets/passphrase-key-Zz9.js']) {
      const headers = await netlifyHeaders(path);
      expect(headers['Content-Security-Policy'], path).toBe(pagePolicy);
      expect(headers['Content-Security-Policy'], path).not.toContain('unsafe');
    }
  });

  it("gives the passphrase worker's script 'wasm-unsafe-eval' as npm start does, and every other header alike", async () => {
    const worker = '/assets/passphrase.worker-Ab12_x-Z.js';
    const headers = await netlifyHeaders(worker);
    expect(headers['Content-Security-Policy']).toBe(policyForPath(worker, pagePolicy));
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
    expect(headers['Content-Security-Policy']).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    for (const [name, value] of Object.entries(securityHeaders({}))) {
      if (name !== 'Content-Security-Policy') expect(headers[name], name).toBe(value);
    }
    expect(headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });
});
