/**
 * The chaos run issue 38 names, at the level of the merge: 10,000 mixed writes over three replicas, 30% of delivery
 * attempts dropped and retried (half of the dropped ones had arrived and only their acknowledgement was lost, so the
 * retry is a duplicate). Every replica ends with the same state, and that state holds every write not superseded
 * or deleted, once.
 */
import { describe, expect, it } from 'vitest';
import { pick, randomInt, seededRandom } from '../../../testing/seeded-random.ts';
import {
  deliver,
  expectConverged,
  expectMatchesOracle,
  makeReplicas,
  stateOf,
  writeAt,
  type Replica,
  type Sent,
} from './replica-sim.ts';

const WRITES = 10_000;
const DROP_RATE = 0.3;
const RECORDS = Array.from({ length: 30 }, (_, index) => `entry-${index}`);

interface InFlight {
  target: Replica;
  sent: Sent;
}

describe('the chaos run', () => {
  it('loses none and doubles none of 10,000 writes over three replicas with 30% of deliveries dropped and retried', () => {
    const random = seededRandom(0xc4a05);
    const replicas = makeReplicas(3, random);
    const sent: Sent[] = [];
    const inFlight: InFlight[] = [];
    const counts = { attempts: 0, dropped: 0, applied: 0 };
    let now = Date.UTC(2026, 1, 2, 8);

    /** One delivery attempt of a random change in flight: out of order, and dropped 30% of the time. */
    const attempt = () => {
      const index = randomInt(random, 0, inFlight.length - 1);
      const item = inFlight[index] as InFlight;
      counts.attempts += 1;
      const dropped = random() < DROP_RATE;
      const arrived = !dropped || random() < 0.5;
      if (arrived) {
        deliver(item.target, item.sent, now);
        counts.applied += 1;
      }
      if (dropped) {
        counts.dropped += 1;
        return;
      }
      inFlight[index] = inFlight[inFlight.length - 1] as InFlight;
      inFlight.pop();
    };

    for (let write = 0; write < WRITES; write += 1) {
      now += randomInt(random, 0, 2);
      const author = pick(random, replicas);
      const change = writeAt(author, pick(random, RECORDS), now, random);
      sent.push(change);
      for (const target of replicas) if (target !== author) inFlight.push({ target, sent: change });
      for (let i = 0; i < 3 && inFlight.length > 0; i += 1) attempt();
    }
    while (inFlight.length > 0) attempt();

    expectConverged(replicas, RECORDS);
    for (const recordId of RECORDS) expectMatchesOracle(stateOf(replicas[0] as Replica, recordId), recordId, sent);
    // Every write reached both other replicas at least once, some more than once, and the drop rate was as asked.
    expect(counts.applied).toBeGreaterThan(2 * WRITES);
    expect(counts.dropped / counts.attempts).toBeCloseTo(DROP_RATE, 1);
  });
});
