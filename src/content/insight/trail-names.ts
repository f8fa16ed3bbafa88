/** The trails the product spec names, in its order: the content must hold each of them and no other (./validate.ts). */
export const TRAIL_NAMES = [
  'muster',
  'caregiver',
  'mirror-walk',
  'career',
  'abuse-recovery',
  'pregnancy-postpartum',
  'infertility-support',
  'pmdd-management',
  'loss-grief',
  'menopause-transition',
  'mens-mental-health',
  'addiction-recovery',
  'fathers-journey',
] as const;
