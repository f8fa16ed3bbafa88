// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Plain, PlainLanguageProvider, usePlainText } from '@/lib/plain-language';

afterEach(cleanup);

function Label() {
  const text = usePlainText();
  return <button type="button">{text('Commence', 'Start')}</button>;
}

describe('plain-language variants', () => {
  it('show the standard text by default', () => {
    render(
      <>
        <Plain standard="Grounding may ease acute distress." plain="Grounding can help you feel calmer." />
        <Label />
      </>,
    );
    expect(screen.getByText('Grounding may ease acute distress.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Commence' })).toBeTruthy();
  });

  it('show the plain variant when the app turns Plain Language on', () => {
    render(
      <PlainLanguageProvider value>
        <Plain standard="Grounding may ease acute distress." plain="Grounding can help you feel calmer." />
        <Label />
      </PlainLanguageProvider>,
    );
    expect(screen.getByText('Grounding can help you feel calmer.')).toBeTruthy();
    expect(screen.queryByText('Grounding may ease acute distress.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
