import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CodexSection, CodexSubsection } from '@/content/codex';
import { pickVariant, usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { recordCodexSectionCompletion } from '@/domains/codex-progress/data/record-codex-section-completion';

interface CodexSubsectionsProps {
  section: CodexSection;
  /** Indexes this device has marked read; undefined before the device's data has arrived (prerender, hydration). */
  readSubsections: ReadonlySet<number> | undefined;
}

type Mode = 'all' | 'one';

function SubsectionBody({ subsection }: { subsection: CodexSubsection }) {
  const plain = usePlainLanguage();
  return (
    <>
      <h2 id={`codex-part-${subsection.id}`} className="codex-subsection__title">
        {pickVariant(subsection.title, plain)}
      </h2>
      {subsection.body.map((paragraph, index) => (
        <p key={index}>{pickVariant(paragraph, plain)}</p>
      ))}
      {subsection.appLink ? (
        <p>
          <Link to={subsection.appLink.path}>{pickVariant(subsection.appLink.label, plain)}</Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * The section's parts, all on one page (the default, and what the prerendered page holds) or one at a time. Marking
 * a part read records the section, the part's index and the seconds spent on it: from when it was shown (one at a
 * time) or since the page opened or the last part was marked (all at once, where reading order is the person's).
 */
export function CodexSubsections({ section, readSubsections }: CodexSubsectionsProps) {
  const plain = usePlainLanguage();
  const text = usePlainText();
  const [mode, setMode] = useState<Mode>('all');
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<number | null>(null);
  const since = useRef<number | null>(null);
  const partHeading = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    since.current = Date.now();
  }, [mode, index]);

  useEffect(() => {
    // Moving between parts puts focus on the new part, so keyboard and screen-reader users start reading there.
    if (moved.current) partHeading.current?.focus();
  }, [index]);

  async function markRead(subsectionIndex: number) {
    const started = since.current ?? Date.now();
    since.current = Date.now();
    const saved = await recordCodexSectionCompletion({
      sectionId: section.id,
      subsectionIndex,
      completionTime: Math.max(0, Math.round((Date.now() - started) / 1000)),
    });
    setFailed(saved ? null : subsectionIndex);
  }

  function readControl(subsectionIndex: number, title: string) {
    if (readSubsections?.has(subsectionIndex)) {
      return (
        <p className="codex-read" data-testid="codex-part-read">
          <span aria-hidden="true">✓ </span>
          {text('Marked as read', 'Read')}
        </p>
      );
    }
    return (
      <>
        <button
          type="button"
          className="button"
          disabled={readSubsections === undefined}
          aria-label={text(`Mark “${title}” as read`, `I have read “${title}”`)}
          onClick={() => void markRead(subsectionIndex)}
        >
          {text('Mark as read', 'I have read this')}
        </button>
        {failed === subsectionIndex ? (
          <p className="codex-error" role="alert">
            {text('This could not be saved on this device. Please try again.', 'We could not save this. Please try again.')}
          </p>
        ) : null}
      </>
    );
  }

  const count = section.subsections.length;
  const current = section.subsections[index];
  return (
    <div className="codex-parts">
      <div className="codex-parts__mode" role="group" aria-label={text('How to read this section', 'How to read')}>
        <button type="button" className="button" aria-pressed={mode === 'all'} onClick={() => setMode('all')}>
          {text('All parts on one page', 'All parts')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={mode === 'one'}
          onClick={() => {
            moved.current = false;
            setMode('one');
          }}
        >
          One part at a time
        </button>
      </div>
      {mode === 'all' ? (
        section.subsections.map((subsection, subsectionIndex) => (
          <section key={subsection.id} className="codex-subsection" aria-labelledby={`codex-part-${subsection.id}`}>
            <SubsectionBody subsection={subsection} />
            {readControl(subsectionIndex, pickVariant(subsection.title, plain))}
          </section>
        ))
      ) : current ? (
        <section className="codex-subsection" aria-labelledby={`codex-part-${current.id}`}>
          <p className="codex-parts__position">{`Part ${index + 1} of ${count}`}</p>
          <div ref={partHeading} tabIndex={-1} className="codex-subsection__focus">
            <SubsectionBody subsection={current} />
          </div>
          {readControl(index, pickVariant(current.title, plain))}
          <div className="codex-parts__nav">
            <button
              type="button"
              className="button"
              disabled={index === 0}
              onClick={() => {
                moved.current = true;
                setIndex(index - 1);
              }}
            >
              {text('Previous part', 'Back')}
            </button>
            <button
              type="button"
              className="button"
              disabled={index === count - 1}
              onClick={() => {
                moved.current = true;
                setIndex(index + 1);
              }}
            >
              {text('Next part', 'Next')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
