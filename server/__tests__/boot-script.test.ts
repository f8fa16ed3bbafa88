import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_TAG, bootScriptHash, bootScriptSource, inlineBootScript } from '../boot-script.ts';

describe('the inline boot script', () => {
  it('replaces the tag with the file itself, and the hash is the SHA-256 of exactly that text', () => {
    const page = inlineBootScript(`<body>\n${BOOT_SCRIPT_TAG}\n<div id="root"></div></body>`);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(inline).toBe(bootScriptSource());
    expect(page).not.toContain('src="/boot.js"');
    expect(bootScriptHash()).toBe(`'sha256-${createHash('sha256').update(inline ?? '').digest('base64')}'`);
    // One character changed is another hash: the policy allows this text and nothing else.
    expect(bootScriptHash(`${bootScriptSource()} `)).not.toBe(bootScriptHash());
  });

  it('refuses a page without the tag or with it twice, and a script that would end the element early', () => {
    expect(() => inlineBootScript('<body><div id="root"></div></body>')).toThrow(/exactly once/);
    expect(() => inlineBootScript(`${BOOT_SCRIPT_TAG}${BOOT_SCRIPT_TAG}`)).toThrow(/exactly once/);
    expect(bootScriptSource()).not.toMatch(/<\/script|<!--/i);
  });
});
