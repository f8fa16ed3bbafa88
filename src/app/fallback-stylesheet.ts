export const FALLBACK_STYLESHEET_URL = '/fallback.css';

/** Loads the site-root fallback stylesheet (print styles); a failure only warns. */
export async function loadFallbackStylesheet(url = FALLBACK_STYLESHEET_URL): Promise<boolean> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const style = document.createElement('style');
    style.dataset.source = url;
    style.textContent = await response.text();
    document.head.append(style);
    return true;
  } catch (error) {
    console.warn('Fallback stylesheet could not be loaded', error);
    return false;
  }
}
