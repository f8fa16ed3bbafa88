const FALLBACK_STYLESHEET_URL = '/fallback.css';

/**
 * Loads the site-root fallback stylesheet (print styles) as a <link>, which the Content-Security-Policy allows
 * (no inline style); a failure only warns.
 */
export function loadFallbackStylesheet(url = FALLBACK_STYLESHEET_URL): Promise<boolean> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.dataset.source = url;
    link.onload = () => resolve(true);
    link.onerror = () => {
      console.warn('Fallback stylesheet could not be loaded', url);
      link.remove();
      resolve(false);
    };
    document.head.append(link);
  });
}
