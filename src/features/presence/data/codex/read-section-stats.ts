/**
 * Section stats for the codex screens, computed by the one function in contract/codex-stats.ts: from Supabase (the
 * adapter's getSectionStats, which row-level security limits to this person's rows) when a database is configured
 * and the device is online, otherwise from the device's own rows. The screen says which it shows.
 */
import { useEffect, useMemo, useState } from 'react';
import { computeSectionStats, type SectionStats } from '@contract/codex-stats';
import { config } from '@/config/env';
import { useOnline } from '@/lib/use-online';
import { getSupabaseAdapter } from '@/sync/start-sync';
import type { CodexDeviceRows } from './list-codex-progress';

export type StatsSource = 'database' | 'device';

interface SectionStatsView {
  source: StatsSource;
  bySection: ReadonlyMap<string, SectionStats>;
}

interface SectionStatsReader {
  getSectionStats(sectionId: string): Promise<SectionStats>;
}

export function deviceSectionStats(rows: CodexDeviceRows, sectionIds: readonly string[]): Map<string, SectionStats> {
  return new Map(
    sectionIds.map((id) => [
      id,
      computeSectionStats(
        rows.completions.filter((row) => row.section_id === id),
        rows.quizzes.filter((row) => row.section_id === id),
        rows.feedback.filter((row) => row.section_id === id),
      ),
    ]),
  );
}

export async function databaseSectionStats(reader: SectionStatsReader, sectionIds: readonly string[]): Promise<Map<string, SectionStats>> {
  const stats = await Promise.all(sectionIds.map((id) => reader.getSectionStats(id)));
  return new Map(sectionIds.map((id, index) => [id, stats[index] as SectionStats]));
}

/**
 * `rows` are the device's codex rows (undefined while loading); the result is undefined until there is something to
 * show. A database read that fails falls back to the device's stats (the adapter logs the error).
 */
export function useSectionStats(
  sectionIds: readonly string[],
  rows: CodexDeviceRows | undefined,
  reader: () => Promise<SectionStatsReader | null> = getSupabaseAdapter,
): SectionStatsView | undefined {
  const online = useOnline();
  const fromDatabase = config.storageMode === 'database' && online;
  const [database, setDatabase] = useState<ReadonlyMap<string, SectionStats> | null>(null);
  const key = sectionIds.join('\n');
  // Refreshed whenever the device records something new, so a rating shows up in the stats once it has synced.
  const rowCount = rows ? rows.completions.length + rows.quizzes.length + rows.feedback.length : -1;

  useEffect(() => {
    if (!fromDatabase) return;
    let cancelled = false;
    reader()
      .then((adapter) => (adapter ? databaseSectionStats(adapter, key.split('\n')) : null))
      .then(
        (stats) => {
          if (!cancelled) setDatabase(stats);
        },
        (error: unknown) => {
          console.warn('Could not read codex section stats from the database; showing this device’s', error);
          if (!cancelled) setDatabase(null);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [fromDatabase, key, reader, rowCount]);

  return useMemo(() => {
    if (fromDatabase && database) return { source: 'database', bySection: database };
    if (!rows) return undefined;
    return { source: 'device', bySection: deviceSectionStats(rows, key.split('\n')) };
  }, [fromDatabase, database, rows, key]);
}
