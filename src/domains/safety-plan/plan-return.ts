/**
 * The safety plan as a Star Chart return: a return to one of the person's received prescriptions that carries the
 * plan as text (`safetyPlan` in contract/prescription-schemas.ts) and no prescribed items. It travels by the same link,
 * QR code, file or short code as any return, and the therapist's import shows it. Pure: the preview and the sent
 * return are made by this one function, so they cannot differ.
 */
import { MAX_SHARED_PLAN_LENGTH, type ClientReturn } from '@contract/prescription-schemas';
import type { Copy } from '@/content/insight/types';
import type { InsightValues } from '@/db/types';
import { safetyPlanText } from './plan-text';

interface PlanReturnInput {
  id: string;
  prescriptionId: string;
  createdAt: string;
  plan: { values: InsightValues; updatedAt: string };
  pick: (copy: Copy) => string;
}

export function buildPlanReturn({ id, prescriptionId, createdAt, plan, pick }: PlanReturnInput): ClientReturn {
  return {
    id,
    prescriptionId,
    createdAt,
    items: [],
    safetyPlan: { updatedAt: plan.updatedAt, body: safetyPlanText(plan.values, pick, MAX_SHARED_PLAN_LENGTH) },
  };
}
