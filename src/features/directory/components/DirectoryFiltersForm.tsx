import { useId, type FormEvent } from 'react';
import { Plain } from '@/lib/plain-language';
import { NO_FILTERS, type DirectoryFilters } from '../data/filter-listings';

interface DirectoryFiltersFormProps {
  filters: DirectoryFilters;
  specialties: readonly string[];
  states: readonly string[];
  onChange: (filters: DirectoryFilters) => void;
  /** The visitor asked to see the results: the screen moves focus to them. */
  onShowResults: () => void;
}

/** The directory's search and filters. They apply as they change; "Show results" moves focus to the list. */
export function DirectoryFiltersForm({ filters, specialties, states, onChange, onShowResults }: DirectoryFiltersFormProps) {
  const id = useId();
  const set = <K extends keyof DirectoryFilters>(key: K, value: DirectoryFilters[K]) => onChange({ ...filters, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShowResults();
  };
  return (
    <form className="directory-filters" role="search" aria-label="Search the directory" onSubmit={submit}>
      <div className="directory-filters__field directory-filters__field--wide">
        <label htmlFor={`${id}-q`}>
          <Plain standard="Search by name, specialty or words in the bio" plain="Search words" />
        </label>
        <input id={`${id}-q`} type="search" value={filters.query} maxLength={100} onChange={(event) => set('query', event.target.value)} />
      </div>
      <div className="directory-filters__field">
        <label htmlFor={`${id}-specialty`}>Specialty</label>
        <select id={`${id}-specialty`} value={filters.specialty} onChange={(event) => set('specialty', event.target.value)}>
          <option value="">Any specialty</option>
          {specialties.map((specialty) => (
            <option key={specialty} value={specialty}>
              {specialty}
            </option>
          ))}
        </select>
      </div>
      <div className="directory-filters__field">
        <label htmlFor={`${id}-state`}>State</label>
        <select id={`${id}-state`} value={filters.state} onChange={(event) => set('state', event.target.value)}>
          <option value="">Any state</option>
          {states.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </div>
      <div className="directory-filters__field">
        <label htmlFor={`${id}-city`}>City</label>
        <input id={`${id}-city`} type="text" value={filters.city} maxLength={80} onChange={(event) => set('city', event.target.value)} />
      </div>
      <fieldset className="directory-filters__field directory-filters__format">
        <legend>
          <Plain standard="Session format" plain="How you meet" />
        </legend>
        {(
          [
            ['any', 'Remote or in person'],
            ['remote', 'Remote'],
            ['in-person', 'In person'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="directory-filters__choice">
            <input
              type="radio"
              name={`${id}-format`}
              value={value}
              checked={filters.format === value}
              onChange={() => set('format', value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="directory-filters__actions">
        <button type="submit" className="button button--primary">
          Show results
        </button>
        <button type="button" className="button" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </button>
      </div>
    </form>
  );
}
