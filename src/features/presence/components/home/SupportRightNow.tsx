import { Link } from 'react-router-dom';
import { Plain } from '@/lib/plain-language';
import { BREATHE_NOW_HREF, GROUND_NOW_HREF } from '../../lib/home/support-links';
import { CrisisLinesNow } from './CrisisLinesNow';
import { PeopleNow } from './PeopleNow';

/**
 * Support right now: one tap starts breathing or grounding (Insight's own tools, started at once), then the
 * person's people and their country's crisis lines. Everything here works offline.
 */
export function SupportRightNow() {
  return (
    <section className="presence-now" aria-labelledby="presence-now-heading">
      <h2 id="presence-now-heading">Support right now</h2>
      <p>
        <Plain
          standard="If things feel like too much, start here. Each of these takes one tap, and all of them work without an internet connection."
          plain="If things feel like too much, start here. One tap is enough. They all work without the internet."
        />
      </p>
      <ul className="presence-now__starts">
        <li>
          <Link className="presence-start" to={BREATHE_NOW_HREF}>
            <span className="presence-start__title">Breathe with me</span>
            <span className="presence-start__hint">
              <Plain standard="Slow, paced breathing starts at once. Stop whenever you like." plain="Slow breathing starts at once. Stop any time." />
            </span>
          </Link>
        </li>
        <li>
          <Link className="presence-start" to={GROUND_NOW_HREF}>
            <span className="presence-start__title">Ground myself: 5-4-3-2-1</span>
            <span className="presence-start__hint">
              <Plain
                standard="Notice what you can see, feel, hear, smell and taste, one sense at a time."
                plain="Notice things around you, one sense at a time."
              />
            </span>
          </Link>
        </li>
      </ul>
      <PeopleNow />
      <CrisisLinesNow />
    </section>
  );
}
