import { describe, expect, it } from 'vitest';
import { standardMessages, tooManyRequestsMessage } from './service-request.ts';

describe('standardMessages', () => {
  it('words the three shared sentences around the service name, exactly as a person reads them', () => {
    expect(standardMessages('The directory')).toEqual({
      network: 'The directory could not be reached. Check the connection and try again.',
      unavailable: 'The directory is not available right now. Please try again later.',
      unexpected: 'The directory gave an answer this app does not understand.',
    });
  });
});

describe('tooManyRequestsMessage', () => {
  it('rounds the wait up to whole minutes, one at least', () => {
    expect(tooManyRequestsMessage(undefined)).toBe('Too many requests just now. Please wait a minute and try again.');
    expect(tooManyRequestsMessage(1_000)).toBe('Too many requests just now. Please wait a minute and try again.');
    expect(tooManyRequestsMessage(61_000)).toBe('Too many requests just now. Please wait 2 minutes and try again.');
  });
});
