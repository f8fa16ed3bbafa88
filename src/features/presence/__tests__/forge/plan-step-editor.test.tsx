// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PlainLanguageProvider } from '@/lib/plain-language';
import { planStepById } from '@/domains/safety-plan/model';
import { PlanStepEditor } from '../../components/forge/PlanStepEditor';
import type { StepItem } from '../../lib/forge/step-items';

function Editor({ stepId, initial = [] }: { stepId: string; initial?: StepItem[] }) {
  const [items, setItems] = useState<StepItem[]>(initial);
  return (
    <>
      <PlanStepEditor step={planStepById(stepId)!} items={items} onChange={setItems} />
      <pre data-testid="items">{JSON.stringify(items)}</pre>
    </>
  );
}

const itemsShown = () => JSON.parse(screen.getByTestId('items').textContent ?? '[]') as StepItem[];

describe('a wizard step’s editor', () => {
  afterEach(cleanup);

  it('ticks and unticks presets, adds the person’s own words as text, and explains a refusal', () => {
    render(<Editor stepId="coping" />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Go for a walk' }));
    fireEvent.change(screen.getByLabelText('Add in your own words'), { target: { value: '<img src=x onerror=alert(1)>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(itemsShown().map((item) => item.text)).toEqual(['Go for a walk', '<img src=x onerror=alert(1)>']);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByLabelText('Something I can do 2', { exact: true })).toHaveProperty('value', '<img src=x onerror=alert(1)>');

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('status').textContent).toBe('Write something first, then add it.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Go for a walk' }));
    expect(itemsShown().map((item) => item.text)).toEqual(['<img src=x onerror=alert(1)>']);
  });

  it('asks for a phone beside each person, and removes one by its named button', () => {
    render(<Editor stepId="help" initial={[{ text: 'Sam', phone: '' }, { text: 'Ana', phone: '1' }]} />);
    fireEvent.change(screen.getByLabelText('Phone (optional) for person 1'), { target: { value: '07700 900123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove person 2: Ana' }));
    expect(itemsShown()).toEqual([{ text: 'Sam', phone: '07700 900123' }]);
  });

  it('speaks plainly when Plain Language is on, and a preset picked in plain words shows as chosen', () => {
    render(
      <PlainLanguageProvider value>
        <Editor stepId="warning-signs" initial={[{ text: 'Staying away from people', phone: '' }]} />
      </PlainLanguageProvider>,
    );
    expect(screen.getByRole('group', { name: 'Pick any that fit you' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Staying away from people' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox', { name: 'Pulling away from people' })).toBeNull();
    expect(screen.getByLabelText('Add your own')).toBeTruthy();
  });
});
