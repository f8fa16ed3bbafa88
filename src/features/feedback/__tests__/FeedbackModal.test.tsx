// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { db } from '@/db/database';
import { renderApp } from '@/testing/render-app';
import { FeedbackModal } from '../components/FeedbackModal';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Routes the feedback API; any request without a handler fails the test. */
function stubApi(handlers: Record<string, Handler>) {
  const unexpected: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const key = Object.keys(handlers).find((path) => url.includes(path));
      if (!key) {
        unexpected.push(url);
        throw new Error(`Unexpected request ${url}`);
      }
      return (handlers[key] as Handler)(url, init);
    }),
  );
  return unexpected;
}

/**
 * axe-core in this document: every rule that does not need layout (colour contrast is checked in the browser tests).
 * jsdom has no layout, so axe's search for the open modal dialog (by hit-testing) would find the dialog behind
 * everything and treat all of it as inert, checking nothing: with no hit-test answer, the dialog's content is checked.
 */
async function axeViolations(element: Element): Promise<string[]> {
  vi.spyOn(document, 'elementsFromPoint').mockReturnValue([]);
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const page = { pathname: '/insight/tools', search: '?tab=recent', title: 'Tools · Better Minds' };

async function renderModal(props: { initialCategory?: string } = {}) {
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  await renderApp({ route: `${page.pathname}${page.search}`, routes: { [page.pathname]: <FeedbackModal onClose={onClose} onSubmitted={onSubmitted} page={page} {...props} /> } });
  return { onClose, onSubmitted, dialog: () => screen.getByRole('dialog', { hidden: true }) };
}

const serverCategories = [
  {
    id: 'experience',
    label: 'How it felt to use',
    icon: '🌱',
    description: 'How a tool felt.',
    form_schema: {
      fields: [
        { id: 'title', label: 'Title', type: 'text', required: true },
        { id: 'details', label: 'Details', type: 'textarea', required: true },
        { id: 'felt_upsetting', label: 'Did anything feel upsetting or unsafe?', type: 'select', options: [{ value: 'no', label: 'No' }, { value: 'yes', label: 'Yes' }] },
        { id: 'upsetting_details', label: 'What felt upsetting or unsafe?', type: 'textarea', conditional: { field: 'felt_upsetting', value: 'yes' } },
        { id: 'rating', label: 'Overall rating', type: 'rating' },
      ],
    },
  },
];

// The machine running the tests may be busy: allow the first render (and Dexie's first open) some time.
configure({ asyncUtilTimeout: 8000 });

beforeEach(async () => {
  await Promise.all([db.feedbackSubmissions.clear(), db.outbox.clear(), db.promptState.clear()]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FeedbackModal', () => {
  it('is a dialog labelled by its heading, says feedback is anonymous, and falls back to the four defaults', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ '/categories': () => json(500, { success: false, error: 'Database unavailable' }) });
    const { dialog } = await renderModal();

    await screen.findByRole('button', { name: /General feedback/ });
    expect(dialog()).toHaveProperty('open', true);
    expect(dialog().getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { level: 2 }).id);
    expect(within(dialog()).getByText(/Feedback is anonymous/)).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('General feedback'),
        expect.stringContaining('Something is not working'),
        expect.stringContaining('An idea or a request'),
        expect.stringContaining('How it feels to use'),
      ]),
    );
    expect(logged).toHaveBeenCalledWith('Failed to load categories', expect.anything());
  });

  it("step 2 shows the form, the context box, '{label} is required' for empty fields, and Back", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ '/categories': () => json(500, {}) });
    await renderModal();
    fireEvent.click(await screen.findByRole('button', { name: /Something is not working/ }));

    expect(screen.getByRole('heading', { level: 2, name: 'Something is not working' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    // The module is preselected from the page.
    expect((screen.getByLabelText('Area of the app') as HTMLSelectElement).value).toBe('insight');
    const context = screen.getByRole('region', { name: 'Sent with your feedback' });
    expect(within(context).getByText('/insight/tools')).toBeTruthy();
    expect(within(context).getByText('Tools · Better Minds')).toBeTruthy();
    expect(within(context).getByText('tab = recent')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Details is required')).toBeTruthy();
    expect(screen.queryByText('Overall rating is required')).toBeNull();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(await db.feedbackSubmissions.count()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: /General feedback/ })).toBeTruthy();
  });

  it('shows a conditional field only while its condition holds, and opens straight on the form of an initial category', async () => {
    stubApi({ '/categories': () => json(200, { success: true, data: serverCategories }) });
    await renderModal({ initialCategory: 'experience' });

    expect(await screen.findByRole('heading', { level: 2, name: 'How it felt to use' })).toBeTruthy();
    expect(screen.queryByLabelText(/What felt upsetting or unsafe/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Did anything feel upsetting/), { target: { value: 'yes' } });
    expect(screen.getByLabelText(/What felt upsetting or unsafe/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Did anything feel upsetting/), { target: { value: 'no' } });
    expect(screen.queryByLabelText(/What felt upsetting or unsafe/)).toBeNull();
  });

  it("says 'Category not found' with 'Go back' for an initial category that does not exist", async () => {
    stubApi({ '/categories': () => json(200, { success: true, data: serverCategories }) });
    await renderModal({ initialCategory: 'no-such-category' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Category not found' }, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('button', { name: /How it felt to use/ })).toBeTruthy();
  });

  it('has no axe violations while the categories load, nor on \'Category not found\'', async () => {
    let answer: ((response: Response) => void) | null = null;
    stubApi({ '/categories': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { dialog } = await renderModal({ initialCategory: 'no-such-category' });
    expect(within(dialog()).getByRole('status').textContent).toBe('Loading...');
    expect(within(dialog()).getByRole('heading', { level: 2, name: 'Share your feedback' })).toBeTruthy();
    expect(await axeViolations(dialog())).toEqual([]);

    // The request may start after the first scan on a loaded machine: answer it once it has been made.
    await vi.waitFor(() => expect(answer).not.toBeNull(), { timeout: 10_000 });
    answer!(json(200, { success: true, data: serverCategories }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Category not found' }, { timeout: 10_000 })).toBeTruthy();
    expect(dialog().getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { level: 2 }).id);
    expect(await axeViolations(dialog())).toEqual([]);
    // Two full axe runs in jsdom take 2 to 6 s on a loaded two-core machine.
  }, 20_000);

  it("says 'Unknown error occurred' when saving fails with something that is not an Error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ '/categories': () => json(200, { success: true, data: serverCategories }) });
    vi.spyOn(db.feedbackSubmissions, 'add').mockImplementation(() => {
      // The case under test: something thrown that is not an Error.
      throw 'storage went away';
    });
    const { onSubmitted } = await renderModal({ initialCategory: 'experience' });
    await screen.findByRole('heading', { level: 2, name: 'How it felt to use' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Calmer now' } });
    fireEvent.change(screen.getByLabelText('Details'), { target: { value: 'It helped.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown error occurred');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit Feedback' })).toBeTruthy();
  });

  it('saves a submission with its outbox entry and thanks the person with the reference, category and rating', async () => {
    stubApi({
      '/categories': () => json(200, { success: true, data: serverCategories }),
      '/submission-total': () => json(200, { success: true, data: { totals: { submissions: 2847 } } }),
    });
    const { onSubmitted, onClose } = await renderModal();
    fireEvent.click(await screen.findByRole('button', { name: /How it felt to use/ }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Calmer now' } });
    fireEvent.change(screen.getByLabelText('Details'), { target: { value: 'The breathing timer <b>helped</b>.' } });
    fireEvent.click(screen.getByRole('radio', { name: /4 out of 5/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you' })).toBeTruthy();
    const [submission] = onSubmitted.mock.calls[0] as [{ id: string; type: string; message: string }];
    expect(submission.type).toBe('satisfaction');
    expect(screen.getByText(submission.id.slice(-8).toUpperCase())).toBeTruthy();
    expect(screen.getByText('How it felt to use')).toBeTruthy();
    expect(screen.getByText('4 out of 5')).toBeTruthy();
    expect(screen.getByText(/within 48 hours/)).toBeTruthy();
    expect(await screen.findByText(/2,847 pieces of feedback have reached/)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Waiting to be sent/)).toBeTruthy());

    const stored = await db.feedbackSubmissions.get(submission.id);
    expect(stored?.message).toBe('The breathing timer <b>helped</b>.');
    expect(await db.outbox.where('recordId').equals(submission.id).count()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Continue Exploring' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes from the close button at every step', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ '/categories': () => json(500, {}) });
    const { onClose } = await renderModal();
    await screen.findByRole('button', { name: /General feedback/ });
    fireEvent.click(screen.getByRole('button', { name: 'Close feedback' }));
    fireEvent.click(screen.getByRole('button', { name: /General feedback/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Close feedback' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
