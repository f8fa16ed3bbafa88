import { useRegisterSW } from 'virtual:pwa-register/react';
import { usePageSettled } from '@/lib/use-page-settled';

/** Offers the new version when one is waiting; never reloads under someone's feet. */
export function ReloadPrompt() {
  // Registering the service worker needs the browser, and its install fetches every file of the app: it starts once
  // the page has loaded and been quiet a moment, so the screen is answering first (a prerendered page has no worker).
  return usePageSettled() ? <UpdatePrompt /> : null;
}

function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });

  function acceptUpdate() {
    // The plugin reloads only a page that already had a worker when it loaded (workbox-window's isUpdate): the tab
    // whose first visit installed the worker would stay on the old version under the new worker, and the button
    // would seem to do nothing. Reloading on the change of controller covers that tab too (a second reload in the
    // same moment, in the other tabs, is one navigation).
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  }

  if (!needRefresh) return null;
  return (
    <div className="reload-prompt" role="status">
      <p>A new version of Better Minds is ready. Your saved work is kept when you update.</p>
      <div className="reload-prompt__actions">
        <button type="button" className="button button--primary" onClick={acceptUpdate}>
          Update now
        </button>
        <button type="button" className="button" onClick={() => setNeedRefresh(false)}>
          Later
        </button>
      </div>
    </div>
  );
}
