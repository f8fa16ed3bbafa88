import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import health from '../../functions/health.ts';

const URL_ = 'http://localhost/.netlify/functions/health';

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'better-minds-health-'));
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

interface HealthBody {
  success: boolean;
  error?: string;
  data?: { status: string; time: string; dataWritable: boolean | null };
}

describe('health function', () => {
  it('reports ok and a writable data folder', async () => {
    const response = await health(new Request(URL_), { dataDir });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    const body = (await response.json()) as HealthBody;
    expect(body.success).toBe(true);
    expect(body.data?.status).toBe('ok');
    expect(body.data?.dataWritable).toBe(true);
    expect(Number.isNaN(Date.parse(body.data?.time ?? ''))).toBe(false);
  });

  it('reports a data folder that does not exist as not writable', async () => {
    const response = await health(new Request(URL_), { dataDir: join(dataDir, 'missing') });
    expect(response.status).toBe(200);
    const body = (await response.json()) as HealthBody;
    expect(body.data?.dataWritable).toBe(false);
  });

  it('refuses POST with 405 and "Method not allowed"', async () => {
    const response = await health(new Request(URL_, { method: 'POST', body: '{}' }), { dataDir });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ success: false, error: 'Method not allowed' });
  });
});
