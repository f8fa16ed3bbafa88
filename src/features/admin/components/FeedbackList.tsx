import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  FEEDBACK_STATUSES,
  getCategories,
  listFeedback,
  MODULE_LABELS,
  MODULES,
  referenceOf,
  STATUS_LABELS,
  SUBMISSION_TYPES,
  TYPE_LABELS,
  type FeedbackFilters,
  type FeedbackStatus,
} from '../data/admin-api';
import { useRemote } from '../hooks/use-remote';
import { formatDateTime } from '@/lib/format';

const PAGE_SIZE = 20;

const FILTER_KEYS = ['status', 'category', 'type', 'module', 'from', 'to', 'q'] as const;

function filtersFrom(params: URLSearchParams): FeedbackFilters {
  const get = (name: string) => params.get(name)?.trim() || undefined;
  const status = get('status');
  return {
    status: (FEEDBACK_STATUSES as readonly string[]).includes(status ?? '') ? (status as FeedbackStatus) : undefined,
    category: get('category'),
    type: get('type'),
    module: get('module'),
    from: get('from'),
    to: get('to'),
    search: get('q'),
  };
}



/** The feedback list: filters and search (kept in the URL), a page of results, and paging. */
export function FeedbackList({ onError }: { onError: (error: unknown) => boolean }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = filtersFrom(params);
  const key = JSON.stringify({ page, filters });
  const result = useRemote(key, () => listFeedback(page, PAGE_SIZE, filters), onError);
  const categories = useRemote('categories', getCategories, () => false);
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(FILTER_KEYS.map((name) => [name, params.get(name) ?? ''])),
  );

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of FILTER_KEYS) {
        const value = draft[name]?.trim() ?? '';
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });
  }

  function clear() {
    setDraft(Object.fromEntries(FILTER_KEYS.map((name) => [name, ''])));
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of [...FILTER_KEYS, 'page']) next.delete(name);
      return next;
    });
  }

  function goTo(target: number) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      return next;
    });
  }

  function open(id: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('item', id);
      return next;
    });
  }

  const field = (name: (typeof FILTER_KEYS)[number]) => ({
    id: `admin-filter-${name}`,
    name,
    value: draft[name] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <section className="admin-section" aria-labelledby="admin-feedback-heading">
      <h2 id="admin-feedback-heading">Feedback</h2>
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Filter feedback">
        <div className="admin-field admin-filters__search">
          <label htmlFor="admin-filter-q">Search</label>
          <input type="search" placeholder="Words in the title or details, or a reference" {...field('q')} />
        </div>
        <div className="admin-field">
          <label htmlFor="admin-filter-status">Status</label>
          <select {...field('status')}>
            <option value="">Any status</option>
            {FEEDBACK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-filter-category">Category</label>
          <select {...field('category')}>
            <option value="">Any category</option>
            {(categories.kind === 'ready' ? categories.value : []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-filter-type">Type</label>
          <select {...field('type')}>
            <option value="">Any type</option>
            {SUBMISSION_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-filter-module">Area</label>
          <select {...field('module')}>
            <option value="">Any area</option>
            {MODULES.map((module) => (
              <option key={module} value={module}>
                {MODULE_LABELS[module]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-filter-from">From</label>
          <input type="date" {...field('from')} />
        </div>
        <div className="admin-field">
          <label htmlFor="admin-filter-to">To</label>
          <input type="date" {...field('to')} />
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            Apply filters
          </button>
          <button type="button" className="button" onClick={clear}>
            Clear
          </button>
        </div>
      </form>

      {result.kind === 'loading' ? (
        <p role="status" className="admin-status">
          Loading feedback…
        </p>
      ) : null}
      {result.kind === 'failed' ? (
        <p role="alert" className="admin-error">
          {result.message}
        </p>
      ) : null}
      {result.kind === 'ready' ? (
        <>
          <p className="admin-status" role="status">
            {result.value.total === 0
              ? 'No feedback matches these filters.'
              : `${result.value.total} ${result.value.total === 1 ? 'item' : 'items'}, page ${result.value.page} of ${result.value.totalPages}`}
          </p>
          {result.value.items.length > 0 ? (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">Feedback, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Reference</th>
                    <th scope="col">Received (UTC)</th>
                    <th scope="col">Title</th>
                    <th scope="col">Category</th>
                    <th scope="col">Area</th>
                    <th scope="col">Rating</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {result.value.items.map((item) => (
                    <tr key={item.id}>
                      <td className="admin-mono">{referenceOf(item.id)}</td>
                      <td>{formatDateTime(item.createdAt)}</td>
                      <td>
                        <button type="button" className="admin-link-button" onClick={() => open(item.id)}>
                          {item.title}
                        </button>
                      </td>
                      <td>{item.category}</td>
                      <td>{MODULE_LABELS[item.module] ?? item.module}</td>
                      <td>{item.rating === null ? '—' : `${item.rating} / 5`}</td>
                      <td>
                        <span className={`admin-badge admin-badge--${item.status}`}>{STATUS_LABELS[item.status]}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {result.value.totalPages > 1 ? (
            <nav className="admin-paging" aria-label="Feedback pages">
              <button type="button" className="button" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous page
              </button>
              <span>
                Page {result.value.page} of {result.value.totalPages}
              </span>
              <button
                type="button"
                className="button"
                disabled={page >= result.value.totalPages}
                onClick={() => goTo(page + 1)}
              >
                Next page
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
