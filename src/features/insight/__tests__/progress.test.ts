import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { completeTrailStep } from '../data/complete-trail-step';
import { nextJourneyDay } from '../data/journey-progress-row';
import { markJourneyDay } from '../data/mark-journey-day';
import { resetJourneyProgress } from '../data/reset-journey-progress';
import { resetTrailProgress } from '../data/reset-trail-progress';
import { startTrail } from '../data/start-trail';
import { toggleJourneyItem } from '../data/toggle-journey-item';
import { visitTrailStep } from '../data/visit-trail-step';
import { resetDatabase } from './reset-db';

const steps = ['one', 'two', 'three', 'four', 'five'];

describe('trail progress', () => {
  beforeEach(resetDatabase);

  it('remembers the step the person is on, so the trail resumes there', async () => {
    await visitTrailStep('caregiver', 'three');
    expect(await db.trailProgress.get('caregiver')).toMatchObject({ currentStepId: 'three', completedStepIds: [] });
    await visitTrailStep('caregiver', 'four');
    expect((await db.trailProgress.get('caregiver'))?.currentStepId).toBe('four');
  });

  it('completes steps in any order, keeps answers, moves to the next step not done, and finishes', async () => {
    await startTrail('muster', 'one');
    let progress = await completeTrailStep({ trailId: 'muster', stepId: 'one', stepIds: steps });
    expect(progress).toMatchObject({ completedStepIds: ['one'], currentStepId: 'two', finishedAt: null });
    progress = await completeTrailStep({ trailId: 'muster', stepId: 'three', stepIds: steps, response: 'My answer' });
    expect(progress).toMatchObject({ completedStepIds: ['one', 'three'], currentStepId: 'four', responses: { three: 'My answer' } });
    for (const id of ['four', 'five']) progress = await completeTrailStep({ trailId: 'muster', stepId: id, stepIds: steps });
    // 'two' was skipped: the trail goes back to it rather than claiming to be finished.
    expect(progress).toMatchObject({ currentStepId: 'two', finishedAt: null });
    progress = await completeTrailStep({ trailId: 'muster', stepId: 'two', stepIds: steps }, new Date('2025-04-01T10:00:00Z'));
    expect(progress).toMatchObject({ completedStepIds: steps, currentStepId: null, finishedAt: '2025-04-01T10:00:00.000Z' });

    expect(await resetTrailProgress('muster')).toBe(true);
    expect(await db.trailProgress.get('muster')).toBeUndefined();
  });

  it('starting a trail twice keeps the progress already made', async () => {
    await startTrail('abuse-recovery', 'one');
    await completeTrailStep({ trailId: 'abuse-recovery', stepId: 'one', stepIds: steps });
    await startTrail('abuse-recovery', 'one');
    expect((await db.trailProgress.get('abuse-recovery'))?.completedStepIds).toEqual(['one']);
  });
});

describe('journey progress', () => {
  beforeEach(resetDatabase);

  it('ticks items and marks days in any order, with no dates to keep up with', async () => {
    await toggleJourneyItem('calmer-evenings', 1, 0, true);
    await toggleJourneyItem('calmer-evenings', 1, 1, true);
    await toggleJourneyItem('calmer-evenings', 1, 1, false);
    expect((await db.journeyProgress.get('calmer-evenings'))?.completedItems).toEqual(['1:0']);

    await markJourneyDay('calmer-evenings', 2, true, 3);
    let progress = await db.journeyProgress.get('calmer-evenings');
    expect(nextJourneyDay(progress, 3)).toBe(1);
    await markJourneyDay('calmer-evenings', 1, true, 3);
    progress = await db.journeyProgress.get('calmer-evenings');
    expect(nextJourneyDay(progress, 3)).toBe(3);
    expect(progress?.finishedAt).toBeNull();
    await markJourneyDay('calmer-evenings', 3, true, 3);
    progress = await db.journeyProgress.get('calmer-evenings');
    expect(nextJourneyDay(progress, 3)).toBeNull();
    expect(progress?.finishedAt).not.toBeNull();

    await markJourneyDay('calmer-evenings', 3, false, 3);
    expect((await db.journeyProgress.get('calmer-evenings'))?.finishedAt).toBeNull();
    await resetJourneyProgress('calmer-evenings');
    expect(await db.journeyProgress.count()).toBe(0);
  });
});
