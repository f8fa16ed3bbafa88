import { useEffect } from 'react';

const APP_NAME = 'Better Minds';

/** Sets document.title to "{title} · Better Minds" while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : `${APP_NAME}: Building better minds with AI`;
  }, [title]);
}
