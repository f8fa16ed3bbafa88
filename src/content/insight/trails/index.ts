import type { TrailContent } from '../types';
import { abuseRecoveryTrail } from './abuse-recovery';
import { addictionRecoveryTrail } from './addiction-recovery';
import { careerTrail } from './career';
import { caregiverTrail } from './caregiver';
import { fathersJourneyTrail } from './fathers-journey';
import { infertilitySupportTrail } from './infertility-support';
import { lossGriefTrail } from './loss-grief';
import { menopauseTransitionTrail } from './menopause-transition';
import { mensMentalHealthTrail } from './mens-mental-health';
import { mirrorWalkTrail } from './mirror-walk';
import { musterTrail } from './muster';
import { pmddManagementTrail } from './pmdd-management';
import { pregnancyPostpartumTrail } from './pregnancy-postpartum';

/** The 13 trails of the spec, in the spec's order. */
export const trails: readonly TrailContent[] = [
  musterTrail,
  caregiverTrail,
  mirrorWalkTrail,
  careerTrail,
  abuseRecoveryTrail,
  pregnancyPostpartumTrail,
  infertilitySupportTrail,
  pmddManagementTrail,
  lossGriefTrail,
  menopauseTransitionTrail,
  mensMentalHealthTrail,
  addictionRecoveryTrail,
  fathersJourneyTrail,
];

export function findTrail(id: string): TrailContent | undefined {
  return trails.find((trail) => trail.id === id);
}
