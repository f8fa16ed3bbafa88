import { useState } from 'react';
import { c } from '@/content/insight/copy';
import { useCopy } from '@/components/ui/use-copy';
import type { ReminderSupport } from '../data/device-support';
import { turnOffNotifications, turnOnNotifications } from '../data/push-reminders';

const IOS_INSTALL = c(
  'On iPhone and iPad, notifications work only in the installed app: tap Share, then “Add to Home Screen”, and open Better Minds from there to turn them on.',
  'On iPhone and iPad, first add the app to your Home Screen: tap Share, then “Add to Home Screen”. Open it from there. Then turn notifications on.',
);

interface NotificationsControlProps {
  support: ReminderSupport | null;
  /** Whether push is on now. */
  push: boolean;
  /** After a turn on or off, succeeded or not: the device's support is read again. */
  onDone: () => void;
}

/** Push notifications turned on or off by a tap, or why this device cannot have them. */
export function NotificationsControl({ support, push, onDone }: NotificationsControlProps) {
  const [status, setStatus] = useState<string>('');
  const [working, setWorking] = useState(false);
  const pick = useCopy();
  if (support?.iosNeedsInstall) return <p className="insight-callout">{pick(IOS_INSTALL)}</p>;
  if (support && !support.push) {
    return <p className="insight-callout">This browser cannot show notifications from the app. The reminders below still show in the app.</p>;
  }
  const toggle = async () => {
    setWorking(true);
    setStatus('');
    try {
      if (push) {
        await turnOffNotifications();
        setStatus('Notifications are off, and the server no longer holds any of your reminder times.');
      } else {
        await turnOnNotifications();
        setStatus('Notifications are on for the reminders you turn on below.');
      }
    } catch (error) {
      setStatus(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setWorking(false);
      onDone();
    }
  };
  return (
    <div>
      <button type="button" className="button button--primary" disabled={working || support === null} onClick={() => void toggle()}>
        {push ? 'Turn off notifications' : 'Turn on notifications'}
      </button>
      <p role="status" className="insight-muted">
        {status}
      </p>
    </div>
  );
}
