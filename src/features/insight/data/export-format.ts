/**
 * The export file: everything personal Insight keeps on this device (tool entries, imaginarium entries, trail and
 * journey progress, guided-flow answers), as JSON, optionally protected by a passphrase. Checked field by field on
 * import, so a damaged or foreign file changes nothing.
 */
import * as z from 'zod/mini';
import type { ActivityEntryRow, FlowEventRow, InsightEntryRow, JourneyProgressRow, TrailProgressRow } from '@/db/types';
import type { EncryptedPayload } from './passphrase-crypto';

export const EXPORT_FORMAT = 'better-minds-personal-data';
export const EXPORT_VERSION = 1;

export interface ExportedData {
  insightEntries: InsightEntryRow[];
  activityEntries: ActivityEntryRow[];
  trailProgress: TrailProgressRow[];
  journeyProgress: JourneyProgressRow[];
  flowEvents: FlowEventRow[];
}

export type ExportFile =
  | { format: typeof EXPORT_FORMAT; version: number; exportedAt: string; protected: false; data: ExportedData }
  | { format: typeof EXPORT_FORMAT; version: number; exportedAt: string; protected: true; encryption: EncryptedPayload };

const id = z.string().check(z.minLength(1), z.maxLength(200));
const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'));
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
const fieldValue = z.union([scalar, z.array(z.record(z.string(), scalar))]);
const values = z.record(z.string(), fieldValue);

const insightEntry = z.object({ id, toolId: id, values, createdAt: isoDate, updatedAt: isoDate });
const activityEntry = z.object({ id, activityId: id, values, createdAt: isoDate, updatedAt: isoDate });
const trailProgress = z.object({
  trailId: id,
  startedAt: isoDate,
  updatedAt: isoDate,
  currentStepId: z.nullable(z.string()),
  completedStepIds: z.array(z.string()),
  responses: z.record(z.string(), z.string()),
  finishedAt: z.nullable(isoDate),
});
const journeyProgress = z.object({
  journeyId: id,
  startedAt: isoDate,
  updatedAt: isoDate,
  completedItems: z.array(z.string()),
  completedDays: z.record(z.string(), z.string()),
  finishedAt: z.nullable(isoDate),
});
const flowEvent = z.object({
  id,
  flow_id: id,
  session_id: z.string(),
  event_type: z.string(),
  event_data: z.unknown(),
  user_id: z.nullable(z.string()),
  created_at: isoDate,
});

export const exportedDataSchema = z.object({
  insightEntries: z.array(insightEntry),
  activityEntries: z.array(activityEntry),
  trailProgress: z.array(trailProgress),
  journeyProgress: z.array(journeyProgress),
  flowEvents: z.array(flowEvent),
});

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/));

export const exportFileSchema = z.discriminatedUnion('protected', [
  z.object({
    format: z.literal(EXPORT_FORMAT),
    version: z.int(),
    exportedAt: isoDate,
    protected: z.literal(false),
    data: z.unknown(),
  }),
  z.object({
    format: z.literal(EXPORT_FORMAT),
    version: z.int(),
    exportedAt: isoDate,
    protected: z.literal(true),
    encryption: z.object({
      kdf: z.object({ name: z.literal('PBKDF2'), hash: z.literal('SHA-256'), iterations: z.int(), salt: base64 }),
      cipher: z.object({ name: z.literal('AES-GCM'), iv: base64 }),
      data: base64,
    }),
  }),
]);
