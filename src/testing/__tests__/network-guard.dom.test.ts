// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { takeUnexpectedRequests } from '../network-guard';

/* In a screen test (jsdom), the page's other ways to reach a server are guarded as fetch is. */

describe('the network guard in a screen test', () => {
  it('refuses a relative fetch: it goes to the test page\'s own host, which no test serves', async () => {
    await expect(fetch('/.netlify/functions/health')).rejects.toThrow(/Unexpected network request to http:\/\/localhost/);
    expect(takeUnexpectedRequests()).toHaveLength(1);
  });

  it('refuses XMLHttpRequest and WebSocket to another machine', () => {
    const request = new XMLHttpRequest();
    expect(() => request.open('GET', 'https://example.com/data')).toThrow(/example\.com\/data/);
    expect(() => new WebSocket('wss://example.com/live')).toThrow(/wss:\/\/example\.com\/live/);
    expect(takeUnexpectedRequests()).toHaveLength(2);
  });
});
