import type { ReminderSupport } from '../data/device-support';

/** What this device supports: push, a badge on the app icon, badge updates in the background. */
export function DeviceSupportList({ support }: { support: ReminderSupport | null }) {
  if (!support) return <p className="insight-muted">Checking what this device supports…</p>;
  const yes = (value: boolean) => (value ? 'yes' : 'no');
  return (
    <ul>
      <li>Notifications when the app is closed (push): {yes(support.push)}</li>
      <li>A count on the app icon (badge): {yes(support.badge)}</li>
      <li>Updating that count in the background (periodic sync): {yes(support.periodicSync)}</li>
    </ul>
  );
}
