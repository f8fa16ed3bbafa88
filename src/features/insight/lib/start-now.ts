/** The query that starts a tool at once, from a one-tap link (Presence's "support right now"): `?start=now`. */
const START_NOW_PARAM = 'start';
const START_NOW_VALUE = 'now';

export function wantsStartNow(params: URLSearchParams): boolean {
  return params.get(START_NOW_PARAM) === START_NOW_VALUE;
}
