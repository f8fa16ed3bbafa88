/** The page's update prompt posts SKIP_WAITING when the person accepts the new version. */
export function listenForSkipWaiting(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING') {
      void scope.skipWaiting();
    }
  });
}
