import { describe, it, expect, vi, beforeEach } from 'vitest';
import { parseConfig, parseSupabaseConfig } from '../env';
import { storageModeLabels } from '../use-storage-mode';

const URL_ = 'https://abc.supabase.co';
const KEY = 'public-anon-key';

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function lastWarning(): string {
  return String(warn.mock.calls.at(-1)?.[0] ?? '');
}

describe('parseConfig without Supabase', () => {
  it('runs local-only with no database and warns about local-only mode', () => {
    const config = parseConfig({});
    expect(config.storageMode).toBe('local');
    expect(config.supabase).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(lastWarning()).toMatch(/local-only/i);
  });

  it('hands its warning to the warner given (the app writes it in a task of its own)', () => {
    const warner = vi.fn();
    expect(parseConfig({}, '1.0.0', warner).storageMode).toBe('local');
    expect(warner).toHaveBeenCalledWith(expect.stringMatching(/local-only/i));
    expect(warn).not.toHaveBeenCalled();
  });

  it('runs local-only when only the URL is set', () => {
    const config = parseConfig({ VITE_SUPABASE_URL: URL_ });
    expect(config.storageMode).toBe('local');
    expect(config.supabase).toBeNull();
    expect(lastWarning()).toMatch(/local-only/i);
  });

  it('runs local-only when only the key is set', () => {
    const config = parseConfig({ REACT_APP_SUPABASE_ANON_KEY: KEY });
    expect(config.storageMode).toBe('local');
    expect(config.supabase).toBeNull();
    expect(lastWarning()).toMatch(/local-only/i);
  });

  it('treats blank values as missing', () => {
    expect(parseSupabaseConfig({ VITE_SUPABASE_URL: '  ', VITE_SUPABASE_ANON_KEY: KEY })).toBeNull();
  });

  it.each(['not a url', 'ftp://x'])('runs local-only with a warning for the invalid URL %j', (url) => {
    const config = parseConfig({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: KEY });
    expect(config.storageMode).toBe('local');
    expect(config.supabase).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(lastWarning()).toMatch(/local-only/i);
  });
});

describe('parseConfig with Supabase', () => {
  it('uses the database with REACT_APP_ variables', () => {
    const config = parseConfig({ REACT_APP_SUPABASE_URL: URL_, REACT_APP_SUPABASE_ANON_KEY: KEY });
    expect(config.storageMode).toBe('database');
    expect(config.supabase).toEqual({ url: URL_, anonKey: KEY });
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses the database with VITE_ variables', () => {
    const config = parseConfig({ VITE_SUPABASE_URL: URL_, VITE_SUPABASE_ANON_KEY: KEY });
    expect(config.storageMode).toBe('database');
    expect(config.supabase).toEqual({ url: URL_, anonKey: KEY });
  });

  it('trims a trailing slash from the URL', () => {
    expect(parseSupabaseConfig({ VITE_SUPABASE_URL: `${URL_}/`, VITE_SUPABASE_ANON_KEY: KEY })?.url).toBe(URL_);
    expect(parseSupabaseConfig({ VITE_SUPABASE_URL: `${URL_}/rest//`, VITE_SUPABASE_ANON_KEY: KEY })?.url).toBe(
      `${URL_}/rest`,
    );
  });

  it('prefers VITE_ over REACT_APP_', () => {
    const supabase = parseSupabaseConfig({
      REACT_APP_SUPABASE_URL: 'https://old.example.com',
      VITE_SUPABASE_URL: URL_,
      REACT_APP_SUPABASE_ANON_KEY: KEY,
    });
    expect(supabase).toEqual({ url: URL_, anonKey: KEY });
  });
});

describe('storageModeLabels', () => {
  it("shows 'Database + Local' when a database is configured", () => {
    expect(storageModeLabels.database).toBe('Database + Local');
  });

  it("shows 'Local Only' when no database is configured", () => {
    expect(storageModeLabels.local).toBe('Local Only');
  });
});
