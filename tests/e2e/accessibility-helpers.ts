import { expect, type Locator, type Page } from '@playwright/test';
import { waitForAppReady } from './helpers';

/** What the page's stand-ins recorded: utterances spoken and recognition sessions started. */
export interface SpeechLog {
  /** `outlined`: the text of the block outlined as being read aloud when the utterance started, if any. */
  spoken: Array<{ text: string; rate: number; pitch: number; volume: number; at: number; outlined: string | null }>;
  recognitionStarts: number;
  recognitionLang: string;
  recognitionActive: boolean;
}

/**
 * Injected before any page script: a scripted stand-in for the speech recogniser (the test says what it "hears"
 * with `window.__voice.say(text)`, or makes it fail with `window.__voice.fail(code)`), and an observed
 * speechSynthesis whose `speak` records each utterance and ends it a moment later.
 */
export async function installSpeechStandIns(page: Page, { recognition = true } = {}): Promise<void> {
  await page.addInitScript((withRecognition: boolean) => {
    type Handler = ((event: unknown) => void) | null;
    const log = { spoken: [] as unknown[], recognitionStarts: 0, recognitionLang: '', recognitionActive: false };
    const sessions: ScriptedRecognition[] = [];
    class ScriptedRecognition extends EventTarget {
      lang = '';
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      running = false;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: Handler = null;
      constructor() {
        super();
        sessions.push(this);
      }
      start() {
        if (this.running) throw new DOMException('already started', 'InvalidStateError');
        this.running = true;
        log.recognitionStarts += 1;
        log.recognitionLang = this.lang;
        log.recognitionActive = true;
      }
      stop() {
        this.finish();
      }
      abort() {
        this.running = false;
        log.recognitionActive = false;
      }
      finish() {
        if (!this.running) return;
        this.running = false;
        log.recognitionActive = false;
        this.onend?.(new Event('end'));
      }
    }
    const current = () => sessions.filter((session) => session.running).pop();
    (window as unknown as { __voice: unknown }).__voice = {
      log,
      say(text: string) {
        const session = current();
        if (!session) return false;
        const result = Object.assign([{ transcript: text, confidence: 0.92 }], { isFinal: true });
        session.onresult?.({ resultIndex: 0, results: [result] });
        session.finish();
        return true;
      },
      end() {
        current()?.finish();
      },
      fail(error: string) {
        const session = current();
        if (!session) return false;
        session.onerror?.({ error, message: 'scripted failure' });
        session.finish();
        return true;
      },
    };
    const globals = window as unknown as Record<string, unknown>;
    if (withRecognition) {
      globals.SpeechRecognition = ScriptedRecognition;
      globals.webkitSpeechRecognition = ScriptedRecognition;
    } else {
      delete globals.SpeechRecognition;
      delete globals.webkitSpeechRecognition;
      delete (Window.prototype as unknown as Record<string, unknown>).webkitSpeechRecognition;
      delete (Window.prototype as unknown as Record<string, unknown>).SpeechRecognition;
    }
    if ('speechSynthesis' in window) {
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        log.spoken.push({
          text: utterance.text,
          rate: utterance.rate,
          pitch: utterance.pitch,
          volume: utterance.volume,
          at: performance.now(),
          outlined: document.querySelector<HTMLElement>('[data-reading-aloud]')?.innerText.replace(/\s+/g, ' ').trim() ?? null,
        });
        setTimeout(() => utterance.onend?.(new SpeechSynthesisEvent('end', { utterance })), 20);
      };
      window.speechSynthesis.cancel = () => {};
    }
  }, recognition);
}

export async function speechLog(page: Page): Promise<SpeechLog> {
  return page.evaluate(() => (window as unknown as { __voice: { log: SpeechLog } }).__voice.log);
}

export async function spokenTexts(page: Page): Promise<string[]> {
  return (await speechLog(page)).spoken.map((utterance) => utterance.text);
}

/** The recogniser "hears" text; waits until a session is listening first. */
export async function say(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((words) => (window as unknown as { __voice: { say(t: string): boolean } }).__voice.say(words), text))
    .toBe(true);
}

export async function failRecognition(page: Page, error: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((code) => (window as unknown as { __voice: { fail(c: string): boolean } }).__voice.fail(code), error))
    .toBe(true);
}

export function accessibilityButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Accessibility settings' });
}

export function panel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Accessibility settings' });
}

export function settingSwitch(page: Page, name: string): Locator {
  return panel(page).getByRole('switch', { name });
}

export function announcer(page: Page): Locator {
  return page.getByTestId('live-announcer');
}

export async function openPanel(page: Page): Promise<Locator> {
  await waitForAppReady(page);
  await accessibilityButton(page).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

export async function bodyHasClass(page: Page, className: string): Promise<boolean> {
  return page.evaluate((name) => document.body.classList.contains(name), className);
}

/** The accessibility row in Dexie, read straight from IndexedDB. */
export async function storedSetting(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    async (settingKey) => {
      // Opening a database that does not exist yet would create an empty one under the app's feet.
      if (!(await indexedDB.databases()).some((database) => database.name === 'better-minds')) return undefined;
      return new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('settings').objectStore('settings').get(settingKey);
          get.onsuccess = () => {
            resolve((get.result as { value?: unknown } | undefined)?.value);
            open.result.close();
          };
          get.onerror = () => reject(get.error);
        };
      });
    },
    key,
  );
}
