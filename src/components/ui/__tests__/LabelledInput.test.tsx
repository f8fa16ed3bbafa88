// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LabelledInput } from '../LabelledInput';

afterEach(cleanup);

function described(input: HTMLElement): string[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('LabelledInput', () => {
  it('is found by its label, with no description and not invalid when it has neither hint nor problem', () => {
    render(<LabelledInput classPrefix="sc" id="city" label="City" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('City');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.closest('div')?.className).toBe('sc-field');
  });

  it('reads its hint and its own problem with the field, and the problem marks it invalid', () => {
    render(
      <LabelledInput classPrefix="sc" id="state" label="State" hint="Two letters, like NY." error="Use two letters." value="New York" onChange={() => undefined} />,
    );
    const input = screen.getByLabelText('State');
    expect(described(input)).toEqual(['Two letters, like NY.', 'Use two letters.']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('state-error')?.className).toBe('sc-error');
    expect(document.getElementById('state-hint')?.className).toBe('sc-hint');
  });

  it('reads a message shown elsewhere that concerns it, and is invalid while it is shown', () => {
    const { rerender } = render(
      <>
        <LabelledInput classPrefix="admin" id="email" label="E-mail address" type="email" sharedErrorId="sign-in-error" value="" onChange={() => undefined} />
        <p id="sign-in-error">That e-mail address and password do not match.</p>
      </>,
    );
    const input = screen.getByLabelText('E-mail address');
    expect(input.getAttribute('type')).toBe('email');
    expect(described(input)).toEqual(['That e-mail address and password do not match.']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.closest('div')?.className).toBe('admin-field');

    rerender(<LabelledInput classPrefix="admin" id="email" label="E-mail address" type="email" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('E-mail address').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText('E-mail address').hasAttribute('aria-describedby')).toBe(false);
  });

  it('passes the input its own attributes and events', () => {
    const typed = vi.fn();
    render(<LabelledInput classPrefix="sc" id="pw" label="Password" type="password" name="password" autoComplete="current-password" required value="" onChange={typed} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('name')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect((input as HTMLInputElement).required).toBe(true);
    fireEvent.change(input, { target: { value: 'secret-enough' } });
    expect(typed).toHaveBeenCalledTimes(1);
  });
});
