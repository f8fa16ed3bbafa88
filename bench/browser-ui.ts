/**
 * The desktop browser's own pages, settled before a measured visit. Chromium 156 loads two pages of its own user
 * interface (chrome://omnibox-popup.top-chrome/, the address bar's drop-down, and its AI mode variant) in a renderer
 * process of their own for each new window, and a new browser context is a new window. They took some 550 ms of
 * processor time from the window's opening, one core of this machine's two for most of the first second: the very
 * moment a first visit loads, so the page's own tasks waited for a core (at 6x, a task of 33 ms of thread time took
 * 54 ms). A phone's browser has no such pages. Awaited, not guessed: each such page's load, then its first idle
 * moment, asked over the deprecated non-flat target messages because Playwright's browser session cannot address a
 * flat child session.
 */
import type { Browser } from 'playwright';

interface Answer {
  id?: number;
  result?: { result?: { value?: unknown } };
}

/** Until every page of the browser's own interface that is open now has loaded and then been idle once. */
export async function browserUiSettled(browser: Browser, timeoutMs = 30_000): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const interfacePages = targetInfos.filter((target) => target.type === 'browser_ui' && !target.attached);
    const waiting = new Map<number, () => void>();
    cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
      const answer = JSON.parse(message) as Answer;
      if (answer.id !== undefined) waiting.get(answer.id)?.();
    });
    const expression = `new Promise((resolve) => {
      const idle = () => requestIdleCallback(() => resolve(document.readyState));
      if (document.readyState === 'complete') idle(); else addEventListener('load', idle, { once: true });
    })`;
    const settled = interfacePages.map(async (target, index) => {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
      const id = index + 1;
      const answered = new Promise<void>((resolve) => waiting.set(id, resolve));
      const request = { id, method: 'Runtime.evaluate', params: { expression, awaitPromise: true, returnByValue: true } };
      await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify(request) });
      await answered;
      await cdp.send('Target.detachFromTarget', { sessionId });
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the browser's own pages did not settle within ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([Promise.all(settled), timedOut]).finally(() => clearTimeout(timer));
    return interfacePages.length;
  } finally {
    await cdp.detach();
  }
}
