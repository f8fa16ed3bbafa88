import { describe, expect, it } from 'vitest';
import { composeSealedShareCode, formatSealedShareCode } from '../../../../contract/sealed-share-code';
import { formatShareCode, generateShareCode } from '../../../../contract/share-code';
import { CODE_INPUT_MESSAGES, readCodeInput } from '../read-code-input';
import { clientReturn, prescription } from './share-fixtures';
import { encodeSharePayload } from '../share-codec';

const sealed = composeSealedShareCode(generateShareCode(), 'ABCDEFGHJKMNPQ');
const plain = generateShareCode();

describe('"Have a code from your therapist?": reading what was typed or pasted', () => {
  it('takes a sealed or plain code in any case, with spaces or hyphens, O for 0 and I or L for 1', () => {
    const shown = formatSealedShareCode(sealed);
    for (const typed of [shown, shown.toLowerCase(), shown.replaceAll('-', ' '), ` ${sealed} `, shown.replaceAll('0', 'O').replaceAll('1', 'I')]) {
      expect(readCodeInput(typed), typed).toEqual({ kind: 'code', code: sealed });
    }
    expect(readCodeInput(formatShareCode(plain).toLowerCase())).toEqual({ kind: 'code', code: plain });
    expect(readCodeInput(`https://example.org/journey/${formatSealedShareCode(sealed)}`)).toEqual({ kind: 'code', code: sealed });
  });

  it('takes a pasted prescription link or token', () => {
    const token = encodeSharePayload({ kind: 'prescription', prescription });
    expect(readCodeInput(`https://example.org/journey/link#${token}`)).toEqual({ kind: 'link', token });
    expect(readCodeInput(token)).toEqual({ kind: 'link', token });
  });

  it('says plainly what is wrong: empty, a typo, too short or long, a return, a damaged link, something else', () => {
    const typo = sealed.slice(0, 10) + (sealed[10] === 'A' ? 'B' : 'A') + sealed.slice(11);
    expect(readCodeInput('  ')).toEqual({ kind: 'problem', message: CODE_INPUT_MESSAGES.empty });
    expect(readCodeInput(typo)).toEqual({ kind: 'problem', message: CODE_INPUT_MESSAGES.typo });
    expect(readCodeInput(sealed.slice(0, 20))).toEqual({ kind: 'problem', message: CODE_INPUT_MESSAGES.length(20) });
    expect(readCodeInput(`${sealed}XY`)).toEqual({ kind: 'problem', message: CODE_INPUT_MESSAGES.length(26) });
    const returned = encodeSharePayload({ kind: 'return', clientReturn });
    expect(readCodeInput(`https://example.org/journey/return#${returned}`)).toEqual({ kind: 'problem', message: CODE_INPUT_MESSAGES.return });
    const link = `https://example.org/journey/link#${encodeSharePayload({ kind: 'prescription', prescription })}`;
    expect(readCodeInput(link.slice(0, -12))).toEqual({ kind: 'problem', message: CODE_INPUT_MESSAGES.damaged });
    expect(readCodeInput('hello, my therapist said hi!')).toEqual({ kind: 'problem', message: CODE_INPUT_MESSAGES.neither });
  });
});
