import { useAnnouncement } from '../lib/announcer';

/** The app's one polite live region (see announcer.ts). Rendered once per layout, always present in the page. */
export function LiveAnnouncer() {
  const message = useAnnouncement();
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {message}
    </div>
  );
}
