import { formatDateTime } from '@/lib/format';
import { usePlainText } from '@/lib/plain-language';
import { useInboxKeysPlace } from '../data/move-inbox-keys';

/** Says which device holds the keys that open the therapist's returns (issue 28, part 4). Inline text, one line. */
export function InboxKeysPlaceLine({ therapistId }: { therapistId: string }) {
  const text = usePlainText();
  const place = useInboxKeysPlace(therapistId);
  if (place === undefined) return <span data-testid="inbox-keys-place">{text('Looking for the inbox keys on this device…', 'Looking for the keys…')}</span>;
  let line: string;
  if (place.total === 0) {
    line = text(
      'The keys that open your clients\u2019 returns are made with each new prescription and kept on the device that made it.',
      'Each new prescription makes keys that open returns. They stay on the device that made them.',
    );
  } else if (place.syncOn && place.movable > 0) {
    line = text(
      'Inbox keys travel, locked, with Sync and backup to every device you link, so returns open on each of them.',
      'Sync and backup takes the keys, locked, to every device you link. Returns open on each.',
    );
  } else if (place.movedHereAt !== null) {
    line = text(
      `Inbox keys are on this device; keys from your other device moved here on ${formatDateTime(place.movedHereAt)}, so returns to its prescriptions open here too.`,
      `The keys are on this device. Keys from your other device came here on ${formatDateTime(place.movedHereAt)}.`,
    );
  } else {
    line = text(
      'Inbox keys are on this device only: returns to prescriptions made here open here.',
      'The keys are on this device only. Returns to prescriptions made here open here.',
    );
  }
  const staying = place.total - place.movable;
  if (staying > 0) {
    line += text(
      ` ${staying === 1 ? '1 inbox was' : `${staying} inboxes were`} made before keys could move and stay${staying === 1 ? 's' : ''} on this device.`,
      ` ${staying === 1 ? '1 older inbox stays' : `${staying} older inboxes stay`} on this device.`,
    );
  }
  return <span data-testid="inbox-keys-place">{line}</span>;
}
