import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { journalPrompts } from '@/content/insight/tools';
import { paths } from '@/lib/paths';
import { pickVariant, Plain, usePlainLanguage } from '@/lib/plain-language';

/** Insight's journal prompts, without its "no prompt" choice. */
const PROMPTS = journalPrompts.filter((prompt) => prompt.id !== 'free');

/**
 * One journaling prompt at a time from Insight's journal, the next on request (in a fixed order, so the prerendered
 * page and the first render agree), with a way into Insight's journal to write it down on this device.
 */
export function JournalPromptTool() {
  const plainLanguage = usePlainLanguage();
  const id = useId();
  const [index, setIndex] = useState(0);
  const prompt = PROMPTS[index % PROMPTS.length];
  if (!prompt) return null;

  return (
    <article className="ai-tool" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Plain standard="A journaling prompt" plain="A question to write about" />
      </h3>
      <p>
        <Plain
          standard="A question to start writing from, on paper or in your journal. There are no right answers and nobody else reads it."
          plain="A question to write about. There are no right answers. Nobody else reads it."
        />
      </p>
      <blockquote className="ai-tool__prompt" aria-live="polite">
        <p>{pickVariant(prompt.label, plainLanguage)}</p>
      </blockquote>
      <div className="ai-tool__actions">
        <button type="button" className="button" onClick={() => setIndex((current) => (current + 1) % PROMPTS.length)}>
          <Plain standard="Another prompt" plain="Another question" />
        </button>
        <Link className="button" to={paths.tool('journal')}>
          <Plain standard="Write in your journal" plain="Write it down" />
        </Link>
      </div>
    </article>
  );
}
