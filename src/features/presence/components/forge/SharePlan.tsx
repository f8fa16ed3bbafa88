import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ClientReturn } from '@contract/prescription-schemas';
import { ReturnView } from '@/domains/returns/components/ReturnView';
import type { InsightValues } from '@/db/types';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { Plain } from '@/lib/plain-language';
import { buildPlanReturn } from '@/domains/safety-plan/plan-return';
import { useShareTargets } from '@/domains/safety-plan/data/read-share-targets';
import { useCopy } from '@/components/ui/use-copy';

/* The sending part (the codec and the QR library) loads only once a return is made, as in Insight's return builder. */
const ReturnSend = lazy(() =>
  importWithTimeout(() => import('@/domains/returns/components/ReturnSend'), 'return-send').then((module) => ({ default: module.ReturnSend })),
);

/**
 * Sharing the plan with a therapist through Star Chart: a return to one of their prescriptions carrying the plan as
 * text, previewed exactly as they will see it, and sent only when the person sends it (link, QR code, file or short
 * code). Without a prescription on this device there is no one to send it to, and the section says how to get one.
 */
export function SharePlan({ plan }: { plan: { values: InsightValues; updatedAt: string } }) {
  const id = useId();
  const pick = useCopy();
  const targets = useShareTargets();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [made, setMade] = useState<ClientReturn | null>(null);
  const madeRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (made) madeRef.current?.focus();
  }, [made]);

  if (targets === undefined) return null;
  const target = targets.find((row) => row.id === chosenId) ?? targets[0];
  return (
    <section className="forge-share safety-plan-no-print" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Share with my therapist</h2>
      {!target ? (
        <p>
          <Plain
            standard="When your therapist sends you a prescription through Star Chart, you can send them your plan from here, by link, QR code, file or short code. Until then, you can print it or download it to show them."
            plain="When your therapist sends you a prescription with Star Chart, you can send them your plan from here. Until then, print it or download it."
          />
        </p>
      ) : made ? (
        <>
          <h3 ref={madeRef} tabIndex={-1}>
            Your plan is ready to send to {target.prescription.prescriber.name}
          </h3>
          <Suspense fallback={<p className="forge-muted">Loading…</p>}>
            <ReturnSend clientReturn={made} />
          </Suspense>
          <button type="button" className="button" onClick={() => setMade(null)}>
            Back
          </button>
        </>
      ) : (
        <>
          <p>
            <Plain
              standard="Nothing leaves this device until you send it yourself. The preview shows exactly what your therapist will see."
              plain="Nothing is sent until you send it. The preview shows what your therapist will see."
            />
          </p>
          {targets.length > 1 ? (
            <fieldset className="forge-fieldset">
              <legend>Send it to</legend>
              {targets.map((row) => (
                <div key={row.id} className="forge-preset">
                  <input id={`${id}-${row.id}`} type="radio" name={`${id}-to`} checked={row.id === target.id} onChange={() => setChosenId(row.id)} />
                  <label htmlFor={`${id}-${row.id}`}>{row.prescription.prescriber.name}</label>
                </div>
              ))}
            </fieldset>
          ) : null}
          <details className="forge-share__preview">
            <summary>Preview: exactly what {target.prescription.prescriber.name} will see</summary>
            <ReturnView
              clientReturn={buildPlanReturn({ id: 'preview', prescriptionId: target.id, createdAt: new Date().toISOString(), plan, pick })}
              prescription={target.prescription}
            />
          </details>
          <button
            type="button"
            className="button"
            onClick={() => setMade(buildPlanReturn({ id: crypto.randomUUID(), prescriptionId: target.id, createdAt: new Date().toISOString(), plan, pick }))}
          >
            Make a return with my plan for {target.prescription.prescriber.name}
          </button>
        </>
      )}
    </section>
  );
}
