// @vitest-environment jsdom
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ErrorSummary } from '../components/ErrorSummary';

afterEach(cleanup);

describe('ErrorSummary', () => {
  it('renders nothing while there is no problem', () => {
    const { container } = render(<ErrorSummary idPrefix="p" problems={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists each problem as a link to its field, in an alert named by its heading line, that the form can focus', () => {
    const summaryRef = createRef<HTMLDivElement>();
    render(
      <ErrorSummary
        ref={summaryRef}
        idPrefix="p"
        problems={[
          ['licenseState', 'Use the two-letter state code.'],
          ['name', 'Enter your name.'],
        ]}
      />,
    );
    const alert = screen.getByRole('alert', { name: 'Please check these fields:' });
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Use the two-letter state code.', '#p-licenseState'],
      ['Enter your name.', '#p-name'],
    ]);
    summaryRef.current?.focus();
    expect(document.activeElement).toBe(alert);
  });
});
