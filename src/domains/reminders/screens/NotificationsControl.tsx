import { useState } from 'react';
import { c } from '@/content/insight/copy';
import { useCopy } from '@/components/ui/use-copy';
import { PushServiceUnreachable, type ReminderSupport } from '../data/device-support';
import { turnOffNotifications, turnOnNotifications } from '../data/push-reminders';

const IOS_INSTALL = c(
  'On iPhone and iPad, notifications work only in the installed app: tap Share, then “Add to Home Screen”, and open Better Minds from there to turn them on.',
  'On iPhone and iPad, first add the app to your Home Screen: tap Share, then “Add to Home Screen”. Open it from there. Then turn notifications on.',
);

export const PUSH_UNREACHABLE = c(
  'We couldn’t reach your browser’s notification service. Reminders will still show in the app and on the badge. You can try again later.',
  'We couldn’t reach your browser’s notification service. You will still see reminders in the app and on the badge. You can try again later.',
);

export const TURNING_ON = 'Turning notifications on…';

interface NotificationsControlProps {
  support: ReminderSupport | null;
  /** Whether push is on now. */
  push: boolean;
  /** After a turn on or off, succeeded or not: the device's support is read again. */
  onDone: () => void;
}

/**
 * Push notifications turned on or off by a tap, or why this device cannot have them. Turning on never waits for ever:
 * a push service that does not answer (device-support.ts's limit) is said in words, with a "Try again" button.
 */
export function NotificationsControl({ support, push, onDone }: NotificationsControlProps) {
  const [status, setStatus] = useState<string>('');
  const [working, setWorking] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const pick = useCopy();
  if (support?.iosNeedsInstall) return <p className="insight-callout">{pick(IOS_INSTALL)}</p>;
  if (support && !support.push) {
    return <p className="insight-callout">This browser cannot show notifications from the app. The reminders below still show in the app.</p>;
  }
  const toggle = async () => {
    setWorking(true);
    setStatus(push ? '' : TURNING_ON);
    // While a retry runs, "Try again" stays where it is (disabled), so the focus on it is not lost.
    let reachable = true;
    try {
      if (push) {
        await turnOffNotifications();
        setStatus('Notifications are off, and the server no longer holds any of your reminder times.');
      } else {
        await turnOnNotifications();
        setStatus('Notifications are on for the reminders you turn on below.');
      }
    } catch (error) {
      if (error instanceof PushServiceUnreachable) {
        reachable = false;
        setStatus(pick(PUSH_UNREACHABLE));
      } else {
        setStatus(error instanceof Error ? error.message : 'That did not work. Please try again.');
      }
    } finally {
      setUnreachable(!reachable);
      setWorking(false);
      onDone();
    }
  };
  return (
    <div>
      {unreachable ? null : (
        <button type="button" className="button button--primary" disabled={working || support === null} onClick={() => void toggle()}>
          {push ? 'Turn off notifications' : 'Turn on notifications'}
        </button>
      )}
      <p role="status" className="insight-muted">
        {status}
      </p>
      {unreachable ? (
        <button type="button" className="button button--primary" disabled={working} onClick={() => void toggle()}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
