import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flows } from '@/content/insight/flows';
import { db } from '@/db/database';
import type { FlowRow } from '@/db/types';
import { bundledFlowRows, flowBodyOf, tierToShow, toFlowRow } from '../data/flow-rows';
import { loadBundledFlows } from '../data/load-bundled-flows';
import { selectFlows } from '../data/read-flows';
import { refreshFlowsFromDatabase, type FlowSource } from '../data/refresh-flows-from-database';
import { resetDatabase } from './reset-db';

const calm = bundledFlowRows().find((row) => row.id === 'calm-evening')!;

function remoteRow(overrides: Partial<FlowRow> = {}): FlowRow {
  return { ...calm, created_at: '2030-01-01T00:00:00.000Z', ...overrides };
}

function fakeSource(overrides: Partial<FlowSource> = {}): FlowSource & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    getFlowById: async (...args) => {
      calls.push(['getFlowById', ...args]);
      return null;
    },
    getFlowsByTags: async (...args) => {
      calls.push(['getFlowsByTags', ...args]);
      return [];
    },
    getAllFlows: async () => {
      calls.push(['getAllFlows']);
      return [];
    },
    ...overrides,
  };
}

describe('the flow model', () => {
  beforeEach(resetDatabase);
  afterEach(() => vi.restoreAllMocks());

  it('turns each bundled flow into a row of the spec’s flows table, its tiers taken from its versions', () => {
    const rows = bundledFlowRows();
    expect(rows).toHaveLength(flows.length);
    for (const row of rows) {
      const flow = flows.find((candidate) => candidate.id === row.id)!;
      expect(row.age_tiers).toEqual((['child', 'teen', 'adult'] as const).filter((tier) => flow.versions[tier]));
      expect(row.tags).toEqual(flow.tags);
      expect(flowBodyOf(row)?.title).toEqual(flow.title);
    }
  });

  it('shows the tier asked for when the flow has it, else adult, else its first tier', () => {
    expect(tierToShow(calm, 'child')).toBe('child');
    const teenOnly = { ...calm, age_tiers: ['teen' as const, 'adult' as const] };
    expect(tierToShow(teenOnly, 'child')).toBe('adult');
    expect(tierToShow({ ...calm, age_tiers: ['child', 'teen'] }, 'adult')).toBe('child');
  });

  it('lists flows sharing any tag, newest first', () => {
    const rows = bundledFlowRows();
    const calmTagged = selectFlows(rows, ['calm']);
    expect(calmTagged.map((row) => row.id)).toEqual(['panic-wave', 'cool-down', 'worry-less', 'calm-evening']);
    expect(selectFlows(rows).map((row) => row.id)[0]).toBe('panic-wave');
    expect(selectFlows(rows, ['no-such-tag'])).toEqual([]);
  });

  it('accepts a database row only when it has the flow shape', () => {
    expect(toFlowRow(remoteRow())).toEqual(remoteRow());
    expect(toFlowRow({ ...remoteRow(), age_tiers: ['elder'] })).toBeNull();
    expect(toFlowRow({ ...remoteRow(), content: { title: 'x' } })).toBeNull();
    expect(toFlowRow({ ...remoteRow(), created_at: 'yesterday' })).toBeNull();
    expect(toFlowRow(null)).toBeNull();
  });

  it('loads the bundled flows into the local database, keeping a newer one fetched earlier', async () => {
    const newer = remoteRow({ tags: ['sleep', 'from-database'] });
    await db.flows.put(newer);
    await loadBundledFlows();
    expect(await db.flows.count()).toBe(flows.length);
    expect(await db.flows.get('calm-evening')).toEqual(newer);
    expect((await db.flows.get('worry-less'))?.created_at).toBe('2025-06-02T00:00:00.000Z');
  });

  it('fetches a flow by id with the age tier (adult by default) and keeps it for offline use', async () => {
    const source = fakeSource({
      getFlowById: async (...args) => {
        source.calls.push(['getFlowById', ...args]);
        return remoteRow({ tags: ['sleep', 'fresh'] });
      },
    });
    const kept = await refreshFlowsFromDatabase({ kind: 'by-id', id: 'calm-evening', tier: 'teen' }, Promise.resolve(source));
    expect(source.calls).toEqual([['getFlowById', 'calm-evening', 'teen']]);
    expect(kept).toHaveLength(1);
    expect((await db.flows.get('calm-evening'))?.tags).toEqual(['sleep', 'fresh']);
  });

  it('never replaces a newer flow on this device with an older copy from the database', async () => {
    await loadBundledFlows();
    const bundled = (await db.flows.get('calm-evening'))!;
    const older = remoteRow({ created_at: '2020-01-01T00:00:00+00:00', tags: ['stale'] });
    const newerWorry = { ...bundledFlowRows().find((row) => row.id === 'worry-less')!, created_at: '2031-01-01T00:00:00+00:00', tags: ['fresh'] };
    const source = fakeSource({ getAllFlows: async () => [older, newerWorry] });

    const kept = await refreshFlowsFromDatabase({ kind: 'all' }, Promise.resolve(source));
    expect(kept.map((row) => row.id)).toEqual(['worry-less']);
    expect(await db.flows.get('calm-evening')).toEqual(bundled);
    expect((await db.flows.get('worry-less'))?.tags).toEqual(['fresh']);

    // A copy fetched earlier is protected too, and compared as an instant ('+00:00' and 'Z' alike).
    await db.flows.put(remoteRow({ created_at: '2030-06-01T00:00:00.000Z', tags: ['fetched'] }));
    const sameInstant = remoteRow({ created_at: '2030-06-01T00:00:00+00:00', tags: ['refetched'] });
    const earlier = remoteRow({ created_at: '2030-05-31T23:59:59+00:00', tags: ['earlier'] });
    await refreshFlowsFromDatabase({ kind: 'by-id', id: 'calm-evening', tier: 'adult' }, Promise.resolve(fakeSource({ getFlowById: async () => earlier })));
    expect((await db.flows.get('calm-evening'))?.tags).toEqual(['fetched']);
    await refreshFlowsFromDatabase({ kind: 'by-id', id: 'calm-evening', tier: 'adult' }, Promise.resolve(fakeSource({ getFlowById: async () => sameInstant })));
    expect((await db.flows.get('calm-evening'))?.tags).toEqual(['refetched']);
  });

  it('asks the database by tags overlap, or for every flow', async () => {
    const source = fakeSource();
    await refreshFlowsFromDatabase({ kind: 'by-tags', tags: ['sleep', 'calm'] }, Promise.resolve(source));
    await refreshFlowsFromDatabase({ kind: 'all' }, Promise.resolve(source));
    expect(source.calls).toEqual([['getFlowsByTags', ['sleep', 'calm']], ['getAllFlows']]);
  });

  it('logs a database error and leaves the bundled flows as they are', async () => {
    await loadBundledFlows();
    const before = await db.flows.toArray();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = fakeSource({
      getFlowById: async () => {
        throw new Error('connection refused');
      },
    });
    expect(await refreshFlowsFromDatabase({ kind: 'by-id', id: 'calm-evening', tier: 'adult' }, Promise.resolve(failing))).toEqual([]);
    expect(logged).toHaveBeenCalledOnce();
    expect(await db.flows.toArray()).toEqual(before);
  });

  it('ignores a database row of the wrong shape, with a warning', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const source = fakeSource({ getFlowsByTags: async () => [{ id: 'bad', age_tiers: ['adult'], tags: [], created_at: '2030-01-01', content: 42 }] });
    expect(await refreshFlowsFromDatabase({ kind: 'by-tags', tags: ['x'] }, Promise.resolve(source))).toEqual([]);
    expect(warned).toHaveBeenCalledOnce();
    expect(await db.flows.get('bad')).toBeUndefined();
  });

  it('does nothing in local-only mode (no database)', async () => {
    expect(await refreshFlowsFromDatabase({ kind: 'all' }, Promise.resolve(null))).toEqual([]);
    expect(await db.flows.count()).toBe(0);
  });
});
