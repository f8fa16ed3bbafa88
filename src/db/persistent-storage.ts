/**
 * Asks the browser to keep this site's data even under storage pressure. Asked at moments where the person has
 * shown they rely on the app (installing it, running it from the home screen), never on first visit. Kept with the
 * storage code, not in a feature: the app's start-up, the install button (pwa) and the status screen (systems) use it.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch (error) {
    console.warn('Persistent storage request failed', error);
    return false;
  }
}

export function isStandalone(): boolean {
  return (
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function watchForPersistentStorageMoments(): void {
  if (isStandalone()) void requestPersistentStorage();
  window.addEventListener('appinstalled', () => void requestPersistentStorage(), { once: true });
}
