type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** Spec section 9: under 768 px wide is mobile, under 1024 tablet, else desktop. */
export function deviceTypeForWidth(width: number): DeviceType {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}
