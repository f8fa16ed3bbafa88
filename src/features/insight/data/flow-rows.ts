import { parseFlowBody } from '@/content/insight/flow-schema';
import { flows } from '@/content/insight/flows';
import { AGE_TIERS, type FlowBody } from '@/content/insight/types';
import type { AgeTier, FlowRow } from '@/db/types';

/** The bundled flows as rows of the spec's flows table (id, age_tiers, tags, created_at) with their content. */
export function bundledFlowRows(): FlowRow[] {
  return flows.map((flow) => ({
    id: flow.id,
    age_tiers: AGE_TIERS.filter((tier) => flow.versions[tier] !== undefined),
    tags: [...flow.tags],
    created_at: flow.createdAt,
    content: { title: flow.title, summary: flow.summary, versions: flow.versions } satisfies FlowBody,
  }));
}

/**
 * Whether `incoming` may replace `stored`: it is not older. Dates are compared as instants, not as text, because
 * the hosted database writes '+00:00' where the bundle writes 'Z'.
 */
export function isNotOlder(incoming: FlowRow, stored: FlowRow | undefined): boolean {
  if (!stored) return true;
  const storedTime = Date.parse(stored.created_at);
  if (Number.isNaN(storedTime)) return true;
  return Date.parse(incoming.created_at) >= storedTime;
}

function isAgeTier(value: unknown): value is AgeTier {
  return typeof value === 'string' && (AGE_TIERS as readonly string[]).includes(value);
}

/**
 * A row from the hosted database, checked before it is kept or shown: the tiers, tags and date have the right
 * types and the content has the flow shape. Anything else is null.
 */
export function toFlowRow(row: unknown): FlowRow | null {
  if (typeof row !== 'object' || row === null) return null;
  const candidate = row as Record<string, unknown>;
  const { id, age_tiers: tiers, tags, created_at: createdAt, content } = candidate;
  if (typeof id !== 'string' || !id) return null;
  if (!Array.isArray(tiers) || !tiers.every(isAgeTier)) return null;
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return null;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
  const body = parseFlowBody(content);
  if (!body) return null;
  return { id, age_tiers: tiers, tags, created_at: createdAt, content: body };
}

/** The flow's readable content, or null if a stored row does not have the flow shape. */
export function flowBodyOf(row: FlowRow): FlowBody | null {
  return parseFlowBody(row.content);
}

/** The tier to show: the one asked for when the flow has it, else adult, else the first it has. */
export function tierToShow(row: FlowRow, wanted: AgeTier): AgeTier | null {
  if (row.age_tiers.includes(wanted)) return wanted;
  if (row.age_tiers.includes('adult')) return 'adult';
  return row.age_tiers[0] ?? null;
}
