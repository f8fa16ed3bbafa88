import { announce } from './announcer';
import { getAudioMode } from './audio/audio-mode';

const TITLE_SEPARATOR = ' · ';

/** The title as it should be heard: "Crisis help · Better Minds" is read "Crisis help, Better Minds". */
function spokenTitle(title: string): string {
  return title.split(TITLE_SEPARATOR).join(', ');
}

/**
 * After a route change: the new page's title is announced politely. In audio mode it is also spoken, unless a
 * screen reader seems to be in use (it already reads the announcement; two voices at once help nobody).
 */
export function announceRouteChange(title: string): void {
  const heard = spokenTitle(title);
  announce(heard);
  if (getAudioMode()) void import('./audio/speak-route-change').then(({ speakRouteChange }) => speakRouteChange(heard));
}
