import { Plain } from '@/lib/plain-language';
import { CrisisLinesBrief } from './CrisisLinesBrief';

/**
 * What a writer sees when their words suggest they may be going through something very hard: a kind explanation
 * that a person will read the post first (not a rejection), and the crisis lines for their country, offline too.
 * Rendered only after hydration (it reads the device's country).
 */
export function HeldSupport({ titleId }: { titleId: string }) {
  return (
    <section className="community-held" aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1}>
        <Plain standard="Thank you for sharing this. You are not alone." plain="Thank you for telling us. You are not alone." />
      </h2>
      <p>
        <Plain
          standard="Some of what you wrote sounds like you may be going through something very painful. Your post is safe with us: a member of our moderation team will read it before it appears, so that it reaches the community with care. It has not been rejected."
          plain="It sounds like things are very hard right now. Your post is saved. A person from our team will read it before others see it. It has not been turned down."
        />
      </p>
      <p>
        <Plain
          standard="If you are thinking about ending your life or might act on thoughts of harming yourself, please reach out now. These people are there to listen, any time:"
          plain="If you might hurt yourself, please talk to someone now. These people will listen, any time:"
        />
      </p>
      <CrisisLinesBrief />
    </section>
  );
}
