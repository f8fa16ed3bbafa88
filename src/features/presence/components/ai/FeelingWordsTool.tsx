import { useId, useState } from 'react';
import { emotionOptions, type MoodQuadrant } from '@/content/insight/emotions';
import { pickVariant, Plain, usePlainLanguage, usePlainText } from '@/lib/plain-language';

type Energy = 'high' | 'low';
type Pleasantness = 'pleasant' | 'unpleasant';

function quadrantOf(energy: Energy, pleasantness: Pleasantness): MoodQuadrant {
  return `${energy}-${pleasantness}`;
}

/** "tired", "tired and flat", "tired, flat and lonely". */
function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Finding words for a feeling with the mood check-in's vocabulary (Insight's emotions): two questions narrow the
 * words to one corner of the mood meter, and the words chosen come together in one sentence. Nothing is kept.
 */
export function FeelingWordsTool() {
  const plainLanguage = usePlainLanguage();
  const text = usePlainText();
  const id = useId();
  const [energy, setEnergy] = useState<Energy | null>(null);
  const [pleasantness, setPleasantness] = useState<Pleasantness | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  const quadrant = energy && pleasantness ? quadrantOf(energy, pleasantness) : null;
  const words = quadrant ? emotionOptions.filter((option) => option.group === quadrant) : [];
  const chosenLabels = emotionOptions.filter((option) => chosen.includes(option.id)).map((option) => pickVariant(option.label, false).toLowerCase());

  function toggle(wordId: string) {
    setChosen((current) => (current.includes(wordId) ? current.filter((item) => item !== wordId) : [...current, wordId]));
  }

  return (
    <article className="ai-tool" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Plain standard="Find words for a feeling" plain="Name a feeling" />
      </h3>
      <p>
        <Plain
          standard="Putting a feeling into words can make it a little easier to hold. Answer two quick questions, then pick any words that fit. Nothing is kept."
          plain="Naming a feeling can help a little. Answer two questions. Then pick words that fit. Nothing is kept."
        />
      </p>
      <fieldset className="ai-tool__choices">
        <legend>{text('How much energy do you have right now?', 'How much energy do you have?')}</legend>
        {(['high', 'low'] as const).map((value) => (
          <label key={value} className="ai-tool__choice">
            <input type="radio" name={`${id}-energy`} checked={energy === value} onChange={() => setEnergy(value)} />
            {value === 'high' ? text('Quite a lot: wound up or lively', 'A lot') : text('Not much: slow or quiet', 'Not much')}
          </label>
        ))}
      </fieldset>
      <fieldset className="ai-tool__choices">
        <legend>{text('Does the feeling seem pleasant or unpleasant?', 'Does it feel good or bad?')}</legend>
        {(['pleasant', 'unpleasant'] as const).map((value) => (
          <label key={value} className="ai-tool__choice">
            <input type="radio" name={`${id}-pleasantness`} checked={pleasantness === value} onChange={() => setPleasantness(value)} />
            {value === 'pleasant' ? text('More pleasant', 'Good') : text('More unpleasant', 'Not good')}
          </label>
        ))}
      </fieldset>
      {words.length > 0 && (
        <fieldset className="ai-tool__words">
          <legend>{text('Words that might fit (choose any)', 'Words that might fit')}</legend>
          {words.map((option) => (
            <label key={option.id} className="ai-tool__word">
              <input type="checkbox" checked={chosen.includes(option.id)} onChange={() => toggle(option.id)} />
              {pickVariant(option.label, plainLanguage)}
            </label>
          ))}
        </fieldset>
      )}
      <p className="ai-tool__sentence" aria-live="polite">
        {chosenLabels.length > 0 && (
          <>
            {text('Right now I feel ', 'Now I feel ')}
            <strong>{joinWords(chosenLabels)}</strong>.{' '}
            {text('Feelings change over time, and naming them is a good first step.', 'Feelings change. Naming them helps.')}
          </>
        )}
      </p>
    </article>
  );
}
