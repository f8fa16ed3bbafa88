import { Plain } from '@/lib/plain-language';
import { formatDateTime } from '@/lib/format';
import { useInboxFetch } from '../hooks/use-inbox-fetch';

/**
 * The returns inbox on Star Chart's screens: fetching runs while the screen is open (use-inbox-fetch.ts), and this
 * line says when it last checked, what arrived, and which device holds the keys (moving them is not built yet).
 */
export function InboxStatus({ therapistId }: { therapistId: string }) {
  const { checkedAt, last, arrived } = useInboxFetch(therapistId);
  return (
    <section className="sc-inbox" aria-label="Returns inbox">
      <p role="status" data-testid="inbox-status">
        {checkedAt === null
          ? 'Returns inbox: checks for new returns while this screen is open and the device is online.'
          : `Returns inbox: checked at ${formatDateTime(checkedAt.toISOString())}. ${arrived === 1 ? '1 new return arrived' : `${arrived} new returns arrived`} while this screen was open.`}
        {last && last.unreachable > 0 ? ' The inbox could not be reached just now; it will try again.' : ''}
        {last && last.problems > 0 ? ` ${last.problems === 1 ? 'One return' : `${last.problems} returns`} could not be opened on this device and stay${last.problems === 1 ? 's' : ''} waiting.` : ''}
      </p>
      <p className="sc-muted">
        <Plain
          standard="The keys that open your clients' returns are kept in this browser, on this device only: returns to prescriptions made here open here. Moving the keys to another device is not possible yet."
          plain="The keys that open returns are on this device only. Returns to prescriptions made here open here."
        />
      </p>
    </section>
  );
}
