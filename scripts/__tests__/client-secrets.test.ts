import { describe, it, expect } from 'vitest';
import { findClientSecrets } from '../client-secrets.ts';

const PREFIXES = ['VITE_', 'REACT_APP_'] as const;

function base64Url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jwt(payload: Record<string, unknown>): string {
  return [base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })), base64Url(JSON.stringify(payload)), 'signature'].join('.');
}

const serviceRoleJwt = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'service_role', iat: 1700000000, exp: 2000000000 });
const anonJwt = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'anon', iat: 1700000000, exp: 2000000000 });

describe('findClientSecrets', () => {
  it('flags a VITE_ password', () => {
    expect(findClientSecrets({ VITE_ADMIN_PASSWORD: 'hunter2' }, PREFIXES)).toEqual(['VITE_ADMIN_PASSWORD']);
  });

  it('flags a REACT_APP_ service-role key by its name', () => {
    expect(findClientSecrets({ REACT_APP_SUPABASE_SERVICE_ROLE_KEY: 'anything' }, PREFIXES)).toEqual([
      'REACT_APP_SUPABASE_SERVICE_ROLE_KEY',
    ]);
  });

  it('flags a VITE_ variable holding a service-role JWT, whatever its name', () => {
    expect(findClientSecrets({ VITE_SUPABASE_KEY: serviceRoleJwt }, PREFIXES)).toEqual(['VITE_SUPABASE_KEY']);
  });

  it('ignores the anonymous key holding an anon JWT', () => {
    expect(findClientSecrets({ VITE_SUPABASE_ANON_KEY: anonJwt }, PREFIXES)).toEqual([]);
  });

  it('ignores empty and unset values', () => {
    expect(findClientSecrets({ VITE_ADMIN_PASSWORD: '', REACT_APP_CLIENT_SECRET: undefined }, PREFIXES)).toEqual([]);
  });

  it('ignores server-only variables without a client prefix', () => {
    expect(
      findClientSecrets({ ADMIN_PASSWORD: 'hunter2', SUPABASE_SERVICE_ROLE_KEY: serviceRoleJwt }, PREFIXES),
    ).toEqual([]);
  });

  it('lists every offender, sorted, among harmless variables', () => {
    expect(
      findClientSecrets(
        {
          VITE_SUPABASE_URL: 'https://abc.supabase.co',
          VITE_SUPABASE_ANON_KEY: anonJwt,
          VITE_ADMIN_PASSWORD: 'hunter2',
          REACT_APP_SUPABASE_SERVICE_ROLE_KEY: serviceRoleJwt,
          VITE_MUSTER_SET: 'true',
          ADMIN_PASSWORD: 'server-only',
        },
        PREFIXES,
      ),
    ).toEqual(['REACT_APP_SUPABASE_SERVICE_ROLE_KEY', 'VITE_ADMIN_PASSWORD']);
  });
});
