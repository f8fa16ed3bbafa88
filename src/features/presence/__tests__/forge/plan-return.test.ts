import { describe, expect, it } from 'vitest';
import { clientReturnSchema, MAX_SHARED_PLAN_LENGTH, type ClientReturn } from '@contract/prescription-schemas';
import type { InsightValues } from '@/db/types';
import { decodeSharePayload, encodeSharePayload, readReturnInput, returnLink } from '@/domains/prescriptions/share-codec';
import { buildPlanReturn } from '@/domains/safety-plan/plan-return';
import { safetyPlanText } from '@/domains/safety-plan/plan-text';

const pick = (copy: { standard: string }) => copy.standard;
const plan = {
  values: { warningSigns: ['Not sleeping', '<script>alert(1)</script>'], helpers: [{ name: 'Sam', phone: '07700 900123' }], reasons: ['My dog'] },
  updatedAt: '2026-11-20T08:00:00.000Z',
};

function planReturn(values: InsightValues = plan.values): ClientReturn {
  return buildPlanReturn({ id: 'ret-plan-1', prescriptionId: 'rx-1', createdAt: '2026-11-24T10:00:00.000Z', plan: { ...plan, values }, pick });
}

describe('the safety plan as a Star Chart return', () => {
  it('carries the plan as text, no item, and passes the contract', () => {
    const made = planReturn();
    expect(made.items).toEqual([]);
    expect(made.safetyPlan?.updatedAt).toBe(plan.updatedAt);
    expect(made.safetyPlan?.body).toContain('Step 1: My warning signs\n- Not sleeping\n- <script>alert(1)</script>');
    expect(made.safetyPlan?.body).toContain('Step 4: People I can ask for help\n- Sam: 07700 900123');
    expect(made.safetyPlan?.body).toContain('Step 2: Things I can do on my own\n(not filled in yet)');
    expect(clientReturnSchema.safeParse(made).success).toBe(true);
  });

  it('travels by link and share token and reads back the same', () => {
    const made = planReturn();
    expect(decodeSharePayload(encodeSharePayload({ kind: 'return', clientReturn: made }))).toEqual({ ok: true, payload: { kind: 'return', clientReturn: made } });
    expect(readReturnInput(returnLink('https://app.example', made))).toEqual({ ok: true, clientReturn: made });
  });

  it('cuts an enormous plan to what a return may carry', () => {
    const huge = { reasons: Array.from({ length: 8 }, (_, index) => `${index}`.repeat(3000)) };
    expect(safetyPlanText(huge, pick, MAX_SHARED_PLAN_LENGTH)).toHaveLength(MAX_SHARED_PLAN_LENGTH);
    expect(clientReturnSchema.safeParse(planReturn(huge)).success).toBe(true);
  });

  it('refuses a damaged or hostile plan in a return: too long, empty, NUL characters, unknown keys, a bad date', () => {
    const made = planReturn();
    const bad: unknown[] = [
      { ...made, safetyPlan: { ...made.safetyPlan, body: 'x'.repeat(MAX_SHARED_PLAN_LENGTH + 1) } },
      { ...made, safetyPlan: { ...made.safetyPlan, body: '' } },
      { ...made, safetyPlan: { ...made.safetyPlan, body: 'a\u0000b' } },
      { ...made, safetyPlan: { ...made.safetyPlan, extra: 1 } },
      { ...made, safetyPlan: { ...made.safetyPlan, updatedAt: 'last week' } },
      { ...made, safetyPlan: 'Step 1' },
    ];
    for (const value of bad) expect(clientReturnSchema.safeParse(value).success).toBe(false);
    // A return made before the plan could be shared still parses.
    const older: Record<string, unknown> = { ...made };
    delete older.safetyPlan;
    expect(clientReturnSchema.safeParse(older).success).toBe(true);
  });
});
