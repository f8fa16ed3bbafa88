// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PHQ9_ITEM9_FLAG } from '@contract/measure-scoring';
import { PlainLanguageProvider } from '@/lib/plain-language';
import { MeasureTrendChart } from '../components/MeasureTrendChart';
import { trendPoints } from '../scores-over-time';

afterEach(cleanup);

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9)).toISOString();
const points = trendPoints('phq-9', [
  { at: at(1), score: 12 },
  { at: at(15), score: 9, flags: [PHQ9_ITEM9_FLAG] },
  { at: at(29), score: 4 },
]);

describe('MeasureTrendChart', () => {
  it('names the chart with its figures and shows the change since the first and the last time', () => {
    render(<MeasureTrendChart instrumentId="phq-9" points={points} />);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toMatch(/^Chart of 3 PHQ-9 scores from .+ to .+, from 0 to 27, with the PHQ-9's ranges \(Minimal from 0, Mild from 5/);
    expect(chart.getAttribute('aria-label')).toContain('The latest is 4, in the Minimal range.');
    expect(screen.getByText(/\(4\) is 8 points lower than your first/)).toBeTruthy();
    expect(screen.getByText(/\(4\) is 5 points lower than the time before/)).toBeTruthy();
  });

  it('builds the table when its <details> opens, with every score, its range and its flag', () => {
    const { container } = render(<MeasureTrendChart instrumentId="phq-9" points={points} />);
    expect(screen.queryByRole('table')).toBeNull();
    const details = container.querySelector('details');
    if (!details) throw new Error('no details');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const table = screen.getByRole('table', { name: /PHQ-9 scores, oldest first \(3 in all, each from 0 to 27\)/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['12', 'Moderate', ''],
      ['9', 'Mild', expect.stringContaining('PHQ-9 item 9') as unknown as string],
      ['4', 'Minimal', ''],
    ]);
  });

  it('speaks plainly when Plain Language is on', () => {
    render(
      <PlainLanguageProvider value>
        <MeasureTrendChart instrumentId="phq-9" points={points} />
      </PlainLanguageProvider>,
    );
    expect(screen.getByText(/That is 8 lower than your first one/)).toBeTruthy();
  });

  it('leaves the words out for a screen that says them its own way, and says when there is nothing', () => {
    render(<MeasureTrendChart instrumentId="who-5" points={[]} />);
    expect(screen.getByText('No scores yet.')).toBeTruthy();
    cleanup();
    render(<MeasureTrendChart instrumentId="phq-9" points={points} showWords={false} />);
    expect(screen.queryByText(/your first/)).toBeNull();
    expect(screen.getByRole('img')).toBeTruthy();
  });

  it("words a client's scores for the therapist's chart", () => {
    render(<MeasureTrendChart instrumentId="phq-9" points={points} voice="client" />);
    expect(screen.getByText(/^The total on .+ \(4\) is 8 points lower than the first/)).toBeTruthy();
    expect(screen.getByText('Scores often move a few points from one time to the next.')).toBeTruthy();
    expect(screen.queryByText(/\byour?\b/i)).toBeNull();
  });
});
