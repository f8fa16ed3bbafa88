/**
 * What a therapist can prescribe: every tool, trail, flow (with its age tiers), imaginarium activity and journey
 * of our own content, by kind, with the title the client will see.
 */
import type { PrescribableKind } from '@contract/prescription-schemas';
import { activities, flows, journeys, tools, trails } from '@/content/insight';
import type { AgeTier } from '@/db/types';

interface PrescribableOption {
  id: string;
  title: string;
  /** Flows only: the age tiers written for it. */
  ageTiers?: AgeTier[];
}

export const KIND_LABELS: Record<PrescribableKind, string> = {
  tool: 'Tool',
  trail: 'Trail',
  flow: 'Flow',
  activity: 'Imaginarium activity',
  journey: 'Journey',
};

const TIER_ORDER: readonly AgeTier[] = ['adult', 'teen', 'child'];

export const prescribableContent: Record<PrescribableKind, PrescribableOption[]> = {
  tool: tools.map((tool) => ({ id: tool.id, title: tool.title.standard })),
  trail: trails.map((trail) => ({ id: trail.id, title: trail.title.standard })),
  flow: flows.map((flow) => ({
    id: flow.id,
    title: flow.title.standard,
    ageTiers: TIER_ORDER.filter((tier) => flow.versions[tier] !== undefined),
  })),
  activity: activities.map((activity) => ({ id: activity.id, title: activity.title.standard })),
  journey: journeys.filter((journey) => journey.source === 'bundled').map((journey) => ({ id: journey.id, title: journey.title.standard })),
};

export function findPrescribable(kind: PrescribableKind, id: string): PrescribableOption | undefined {
  return prescribableContent[kind].find((option) => option.id === id);
}
