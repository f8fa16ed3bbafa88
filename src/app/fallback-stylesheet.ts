const FALLBACK_STYLESHEET_URL = '/fallback.css';

/**
 * Loads the site-root fallback stylesheet (print styles) as a <link>, which the Content-Security-Policy allows
 * (no inline style); a failure only warns.
 */
export function loadFallbackStylesheet(url = FALLBACK_STYLESHEET_URL): Promise<boolean> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    // Its rules are all for paper: marked as such, adding it makes the browser fetch it at low priority and leaves
    // the screen's styles as they are, instead of recomputing the whole page's styles as the app starts.
    link.media = 'print';
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
