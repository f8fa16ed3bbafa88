import { useEffect, useRef, useState } from 'react';
import type { ActivityContent } from '@/content/insight/types';
import { useNarrator } from '@/lib/narration';
import { useCopy } from '../../hooks/use-copy';

/** Guided imagery, one part at a time, spoken in audio mode. */
export function ScriptPlayer({ activity, onFinish }: { activity: ActivityContent; onFinish: () => void }) {
  const pick = useCopy();
  const narrator = useNarrator();
  const [part, setPart] = useState(0);
  const textRef = useRef<HTMLDivElement>(null);
  const total = activity.script.length;
  const current = activity.script[part];
  const currentText = current ? pick(current) : '';

  useEffect(() => {
    textRef.current?.focus();
    if (narrator.enabled && currentText) void narrator.speak(currentText);
    return () => narrator.stop();
  }, [narrator, currentText]);

  return (
    <section className="insight-step" aria-labelledby="insight-script-title">
      <h2 id="insight-script-title">
        Part {part + 1} of {total}
      </h2>
      <div className="insight-script" ref={textRef} tabIndex={-1}>
        <p>{currentText}</p>
      </div>
      {narrator.enabled ? (
        <p className="insight-muted">Audio mode is on: each part is read aloud. Take as long as you like before moving on.</p>
      ) : (
        <p className="insight-muted">Read slowly, pause, and move on when you are ready.</p>
      )}
      <div className="insight-actions">
        {part > 0 ? (
          <button type="button" className="button" onClick={() => setPart(part - 1)}>
            Previous part
          </button>
        ) : null}
        {part < total - 1 ? (
          <button type="button" className="button button--primary" onClick={() => setPart(part + 1)}>
            Next part
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onFinish}>
            Finish
          </button>
        )}
        {narrator.enabled ? (
          <button type="button" className="button" onClick={() => void narrator.speak(currentText)}>
            Read this part again
          </button>
        ) : null}
      </div>
    </section>
  );
}
