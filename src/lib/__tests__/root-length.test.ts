// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { borderBoxHeight, setRootLength } from '../root-length';

describe('setRootLength', () => {
  it('writes the rounded-up length once, and not again while it is unchanged', () => {
    const root = document.createElement('div');
    const write = vi.spyOn(root.style, 'setProperty');
    setRootLength(root, '--bar-height', 47.2);
    setRootLength(root, '--bar-height', 47.9);
    expect(write).toHaveBeenCalledOnce();
    expect(root.style.getPropertyValue('--bar-height')).toBe('48px');
    setRootLength(root, '--bar-height', 60);
    expect(write).toHaveBeenCalledTimes(2);
    expect(root.style.getPropertyValue('--bar-height')).toBe('60px');
  });
});

describe('the elements that read the lengths', () => {
  it('get them by one rule of a constructed sheet the document adopts, rewritten on each change and emptied when removed', async () => {
    class FakeSheet {
      text = '';
      replaceSync(text: string) {
        this.text = text;
      }
    }
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
    vi.resetModules();
    const lengths = await import('../root-length');
    const root = document.createElement('div');
    lengths.setRootLength(root, '--sticky-header-height', 63.5);
    lengths.setRootLength(root, '--a11y-dock-height', 56);
    const [sheet] = document.adoptedStyleSheets as unknown as FakeSheet[];
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(sheet?.text).toBe('.site-footer__inner, .library-toolbar { --sticky-header-height: 64px; --a11y-dock-height: 56px; }');
    lengths.removeRootLength(root, '--sticky-header-height');
    expect(root.style.getPropertyValue('--sticky-header-height')).toBe('');
    expect(sheet?.text).toBe('.site-footer__inner, .library-toolbar { --a11y-dock-height: 56px; }');
    lengths.removeRootLength(root, '--a11y-dock-height');
    expect(sheet?.text).toBe('');
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'adoptedStyleSheets');
  });
});

describe('borderBoxHeight', () => {
  it("reads the observer's own measurement, and asks the element only when the browser gives none", () => {
    const element = document.createElement('div');
    const measure = vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ height: 12 } as DOMRect);
    const entry = (blockSize?: number) => ({ borderBoxSize: blockSize === undefined ? undefined : [{ blockSize, inlineSize: 100 }] }) as unknown as ResizeObserverEntry;
    expect(borderBoxHeight([entry(30), entry(31)], element)).toBe(31);
    expect(measure).not.toHaveBeenCalled();
    expect(borderBoxHeight([entry()], element)).toBe(12);
  });
});
