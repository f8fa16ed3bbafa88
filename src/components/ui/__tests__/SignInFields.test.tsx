// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SignInFields } from '../SignInFields';

afterEach(cleanup);

const labels = { email: 'E-mail address', password: 'Password' };

describe('SignInFields', () => {
  it('gives password managers the names they look for, and each change to its own setter', () => {
    const onEmailChange = vi.fn();
    const onPasswordChange = vi.fn();
    render(<SignInFields idPrefix="t" classPrefix="sc" labels={labels} email="" password="" onEmailChange={onEmailChange} onPasswordChange={onPasswordChange} />);
    const email = screen.getByLabelText('E-mail address');
    const password = screen.getByLabelText('Password');
    expect([email.id, email.getAttribute('type'), email.getAttribute('autocomplete')]).toEqual(['t-email', 'email', 'username']);
    expect([password.id, password.getAttribute('type'), password.getAttribute('autocomplete')]).toEqual(['t-password', 'password', 'current-password']);
    fireEvent.change(email, { target: { value: 'someone@example.org' } });
    fireEvent.change(password, { target: { value: 'secret-enough' } });
    expect(onEmailChange).toHaveBeenCalledWith('someone@example.org');
    expect(onPasswordChange).toHaveBeenCalledWith('secret-enough');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });

  it('reads the one sign-in error with both fields and marks both invalid', () => {
    render(
      <>
        <SignInFields idPrefix="t" classPrefix="admin" labels={labels} email="a@b.c" password="" onEmailChange={() => undefined} onPasswordChange={() => undefined} errorId="failed" required />
        <p id="failed">That e-mail address and password do not match.</p>
      </>,
    );
    for (const field of [screen.getByLabelText('E-mail address'), screen.getByLabelText('Password')]) {
      expect(field.getAttribute('aria-describedby')).toBe('failed');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect((field as HTMLInputElement).required).toBe(true);
    }
  });
});
