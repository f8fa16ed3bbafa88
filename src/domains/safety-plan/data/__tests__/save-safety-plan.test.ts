import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { readSafetyPlan } from '../read-safety-plan';
import { markSafetyPlanReviewed, restartSafetyPlanWizard, saveReviewReminder, saveSafetyPlan, saveSafetyPlanStep } from '../save-safety-plan';
import { resumeStepIndex } from '../../wizard-progress';

async function resetDatabase(): Promise<void> {
  await db.open();
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}

async function wizardProgress() {
  const row = await db.settings.get('safetyPlanWizard');
  return row?.key === 'safetyPlanWizard' ? row.value : undefined;
}

describe('saving the safety plan', () => {
  beforeEach(resetDatabase);

  it('the first step creates the plan as Insight creates a tool entry (tool_completed with its outbox entry); later steps change that same row', async () => {
    const first = await saveSafetyPlanStep('warning-signs', { warningSigns: ['Not sleeping'] }, new Date('2026-02-01T09:00:00Z'));
    expect(first).toMatchObject({ toolId: 'safety-plan', values: { warningSigns: ['Not sleeping'] }, createdAt: '2026-02-01T09:00:00.000Z' });
    const second = await saveSafetyPlanStep('distraction', { distraction: [{ name: 'The library', phone: '' }] }, new Date('2026-02-01T09:05:00Z'));
    expect(second?.id).toBe(first!.id);

    expect(await db.insightEntries.count()).toBe(1);
    const plan = await readSafetyPlan();
    expect(plan).toMatchObject({ values: { warningSigns: ['Not sleeping'], distraction: [{ name: 'The library', phone: '' }] }, updatedAt: '2026-02-01T09:05:00.000Z' });
    const events = await db.trackingEvents.toArray();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'tool_completed', data: { toolId: 'safety-plan' } });
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['tracking_event']);

    const progress = await wizardProgress();
    expect(progress).toEqual({ planId: first!.id, savedStepIds: ['warning-signs', 'distraction'] });
    // Leaving and coming back resumes at the first step not saved yet (coping, between the two saved).
    expect(resumeStepIndex(progress, plan!.id)).toBe(1);
  });

  it('Insight’s whole-plan save and the wizard’s step saves write the one plan', async () => {
    expect(await saveSafetyPlan({ warningSigns: ['Snapping at people'], reasons: ['My sister'] })).toBe(true);
    await saveSafetyPlanStep('coping', { coping: ['Go for a walk'] });
    expect(await saveSafetyPlan({ warningSigns: ['Snapping at people', 'Not eating'], coping: ['Go for a walk'], reasons: ['My sister'] })).toBe(true);
    expect(await db.insightEntries.count()).toBe(1);
    expect((await readSafetyPlan())?.values).toEqual({ warningSigns: ['Snapping at people', 'Not eating'], coping: ['Go for a walk'], reasons: ['My sister'] });
  });

  it('refuses an unknown step and stores nothing', async () => {
    await expect(saveSafetyPlanStep('../../settings', { x: ['y'] })).rejects.toThrow(/Unknown safety-plan step/);
    expect(await db.insightEntries.count()).toBe(0);
    expect(await wizardProgress()).toBeUndefined();
  });

  it('starting the wizard again keeps the plan and forgets only the place', async () => {
    await saveSafetyPlanStep('warning-signs', { warningSigns: ['Feeling trapped'] });
    expect(await restartSafetyPlanWizard()).toBe(true);
    expect(await wizardProgress()).toBeUndefined();
    expect((await readSafetyPlan())?.values.warningSigns).toEqual(['Feeling trapped']);
  });

  it('keeps the review reminder in the settings table, and "it still fits" starts it again from now', async () => {
    expect(await markSafetyPlanReviewed()).toBe(false);
    expect(await saveReviewReminder(60, new Date('2026-03-01T00:00:00Z'))).toBe(true);
    expect(await markSafetyPlanReviewed(new Date('2026-05-01T00:00:00Z'))).toBe(true);
    expect(await db.settings.get('safetyPlanReview')).toEqual({ key: 'safetyPlanReview', value: { everyDays: 60, reviewedAt: '2026-05-01T00:00:00.000Z' } });
  });
});
