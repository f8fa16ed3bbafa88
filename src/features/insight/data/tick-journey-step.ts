import { db } from '@/db/database';
import { deviceTimeZone, dueDateToComplete } from '@/domains/calendar/rhythm';
import { journeyStepFor } from '../lib/journey-step';
import { prescribedItemFor } from '../lib/prescribed-item-path';
import { markPrescribedItemDone } from './mark-prescribed-item-done';
import { toggleJourneyItem } from './toggle-journey-item';

/**
 * A tool saved from a journey ticks that journey's item for it, so the person need not tick it again on return; a
 * tool saved from a therapist's prescription marks its due day done the same way. Nothing happens when the tool was
 * not opened from such an item for this tool. True when an item was ticked or marked.
 */
export async function tickJourneyStep(toolId: string, returnTo: string | null, now = new Date()): Promise<boolean> {
  const prescribed = prescribedItemFor(returnTo);
  if (prescribed) return markPrescribedToolDone(toolId, prescribed.prescriptionId, prescribed.itemId, now);
  const step = journeyStepFor(toolId, returnTo);
  return step ? toggleJourneyItem(step.journeyId, step.day, step.index, true) : false;
}

/**
 * Marks the occurrence the save completes (today's, or the latest missed one; see `dueDateToComplete`) in the
 * client's time zone as recorded with the prescription. Only a tool item of this very tool can be marked.
 */
async function markPrescribedToolDone(toolId: string, prescriptionId: string, itemId: string, now: Date): Promise<boolean> {
  const row = await db.receivedPrescriptions.get(prescriptionId);
  const item = row?.prescription.items.find((candidate) => candidate.id === itemId);
  if (!row || !item || item.kind !== 'tool' || item.contentId !== toolId) return false;
  const done = await db.prescribedCompletions.where('prescriptionId').equals(prescriptionId).filter((completion) => completion.itemId === itemId).toArray();
  const dueDate = dueDateToComplete(item.rhythm, done.map((completion) => completion.dueDate), now, deviceTimeZone());
  return dueDate ? markPrescribedItemDone(prescriptionId, itemId, dueDate, now) : false;
}
