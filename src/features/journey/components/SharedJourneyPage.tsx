import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Prescription } from '@contract/prescription-schemas';
import { PrescriptionSummary } from '@/domains/prescriptions/components/PrescriptionSummary';
import { paths } from '@/lib/paths';
import { shareCodeService } from '@/domains/prescriptions/data/share-code-service';
import { Plain, usePlainLanguage } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import { addReceivedPrescription, useHasReceivedPrescription } from '../data/add-received-prescription';
import { resolveLinkFragment, resolveShortCode, type ShareResolution } from '../lib/resolve-share';
import { PROBLEM_TEXT } from './share-problems';
import '../styles/journey.css';

/** `link` in the path means the prescription travels in the fragment; anything else is a short code. */
function useResolution(): ShareResolution | null {
  const { shareCode = '' } = useParams();
  const { hash } = useLocation();
  const isLink = shareCode === 'link' || hash.length > 1;
  const linkResolution = useMemo(() => (isLink ? resolveLinkFragment(hash) : null), [isLink, hash]);
  const [looked, setLooked] = useState<{ code: string; resolution: ShareResolution } | null>(null);
  useEffect(() => {
    if (isLink) return undefined;
    let current = true;
    const client = shareCodeService();
    void resolveShortCode(shareCode, client, navigator.onLine).then((resolution) => {
      if (current) setLooked({ code: shareCode, resolution });
    });
    return () => {
      current = false;
    };
  }, [isLink, shareCode]);
  if (linkResolution) return linkResolution;
  return looked?.code === shareCode ? looked.resolution : null;
}

function CrisisLine() {
  return (
    <p className="shared-journey__crisis">
      <Plain standard="If you need support right now, " plain="If you need help now, " />
      <Link to={paths.crisisHelp}>
        <Plain standard="crisis help is one step away" plain="get crisis help" />
      </Link>
      .
    </p>
  );
}

function AddToJourneys({ prescription, source }: { prescription: Prescription; source: 'link' | 'code' }) {
  const already = useHasReceivedPrescription(prescription.id);
  const [added, setAdded] = useState<{ replaced: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (added || failed) resultRef.current?.focus();
  }, [added, failed]);

  async function add() {
    try {
      setFailed(false);
      setAdded(await addReceivedPrescription(prescription, source));
    } catch (error) {
      console.error('Could not save a prescription to this device', error);
      setFailed(true);
    }
  }

  return (
    <div className="shared-journey__add">
      {already && !added ? (
        <p>
          <Plain
            standard="You already have this prescription in your journeys. Adding it again replaces it with this copy; what you marked done stays."
            plain="You already have this. Adding it again swaps in this copy. What you did stays."
          />
        </p>
      ) : null}
      {!added ? (
        <button type="button" className="button button--primary" onClick={() => void add()}>
          Add to my journeys
        </button>
      ) : null}
      <div ref={resultRef} tabIndex={-1} role="status" className="shared-journey__result">
        {added ? (
          <>
            <p>
              {added.replaced ? 'Updated in your journeys, on this device.' : 'Added to your journeys, on this device.'}{' '}
              <Plain standard="It works offline from now on." plain="It works offline now." />
            </p>
            <p>
              <Link to={paths.journeys}>Open my journeys</Link>
            </p>
          </>
        ) : null}
        {failed ? <p>This device would not save the prescription. Nothing was changed. Please try again.</p> : null}
      </div>
    </div>
  );
}

/** /journey/{shareCode}: a prescription from a therapist, opened from a link or a short code. */
export function SharedJourneyPage() {
  usePageTitle('Shared journey');
  const plain = usePlainLanguage();
  const resolution = useResolution();

  return (
    <article className="shared-journey">
      <h1>Shared journey</h1>
      {resolution === null ? (
        <p role="status">Looking up this code…</p>
      ) : resolution.state === 'prescription' ? (
        <>
          <p className="shared-journey__lead">
            <Plain
              standard="Your therapist has suggested these for you. Adding them keeps them on this device only: nothing about you is sent anywhere unless you choose to send something back."
              plain="Your therapist picked these for you. They stay on this device. Nothing about you is sent unless you choose."
            />
          </p>
          <PrescriptionSummary prescription={resolution.prescription} />
          <AddToJourneys prescription={resolution.prescription} source={resolution.source} />
          {resolution.prescription.crisisReminder ? null : <CrisisLine />}
        </>
      ) : resolution.state === 'return' ? (
        <div className="shared-journey__message">
          <h2>This link is for your therapist</h2>
          <p>
            <Plain
              standard="It holds what a client chose to send back to their therapist. The therapist opens it in their Star Chart workspace to add it to the client's chart. Nothing was saved here."
              plain="This link is a reply for a therapist. They open it in their own workspace. Nothing was saved here."
            />
          </p>
          <CrisisLine />
        </div>
      ) : (
        <div className="shared-journey__message" role="alert">
          <h2>{PROBLEM_TEXT[resolution.problem].title}</h2>
          <p>{plain ? PROBLEM_TEXT[resolution.problem].plain : PROBLEM_TEXT[resolution.problem].standard}</p>
          <CrisisLine />
        </div>
      )}
      <p>
        <Link to={paths.journeys}>Go to my journeys</Link>
      </p>
    </article>
  );
}

export default SharedJourneyPage;
