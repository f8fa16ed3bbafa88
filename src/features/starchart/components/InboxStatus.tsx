import { Link, useLocation } from 'react-router-dom';
import { usePlainText } from '@/lib/plain-language';
import { formatDateTime } from '@/lib/format';
import { useInboxFetch } from '../hooks/use-inbox-fetch';
import { starChartPaths } from '../data/star-chart-paths';
import { InboxKeysPlaceLine } from './InboxKeysPlaceLine';

/**
 * The returns inbox on Star Chart's screens: fetching runs while the screen is open (use-inbox-fetch.ts), and this
 * line says when it last checked, what arrived, and which device holds the keys (with the way to move them).
 */
export function InboxStatus({ therapistId }: { therapistId: string }) {
  const { checkedAt, last, arrived } = useInboxFetch(therapistId);
  const text = usePlainText();
  const area = starChartPaths(useLocation().pathname);
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
        <InboxKeysPlaceLine therapistId={therapistId} />{' '}
        <Link to={area.keys}>{text('Move or receive inbox keys', 'Move or get the keys')}</Link>
      </p>
    </section>
  );
}
