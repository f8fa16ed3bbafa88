/** How section stats read on screen. */

export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export function formatPercent(percent: number): string {
  return `${Math.round(percent)}%`;
}

export function formatRating(rating: number): string {
  return `${rating.toFixed(1)} of 5`;
}
