import { describe, expect, it } from 'vitest';
import { detectManuscript } from './book-manuscript.ts';
import { MAX_MANUSCRIPT_BYTES } from './book-schemas.ts';
import { docxBytes, epubBytes, hostileManuscripts, pdfBytes } from '../tests/support/manuscripts.ts';

describe('detectManuscript: decided by the bytes', () => {
  it('accepts a PDF, an EPUB and a DOCX, each as its own type', () => {
    expect(detectManuscript(pdfBytes())).toEqual({ ok: true, type: 'application/pdf' });
    expect(detectManuscript(epubBytes())).toEqual({ ok: true, type: 'application/epub+zip' });
    expect(detectManuscript(docxBytes())).toEqual({
      ok: true,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('accepts exactly 20 MiB and refuses one byte more', () => {
    expect(detectManuscript(pdfBytes({ padTo: MAX_MANUSCRIPT_BYTES }))).toEqual({ ok: true, type: 'application/pdf' });
    expect(detectManuscript(hostileManuscripts.oneByteTooLarge())).toEqual({ ok: false, refusal: 'too-large' });
  });

  it.each([
    ['an empty file', hostileManuscripts.empty, 'empty'],
    ['an HTML page named .docx', hostileManuscripts.htmlNamedDocx, 'unknown-type'],
    ['a PDF with a ZIP inside and %%EOF after it', hostileManuscripts.pdfZipPolyglot, 'polyglot'],
    ['a PDF whose first KiB holds HTML', hostileManuscripts.pdfWithHtmlHead, 'polyglot'],
    ['a PDF with a JavaScript action', hostileManuscripts.pdfWithJavaScript, 'active-content'],
    ['a PDF with no %%EOF', hostileManuscripts.pdfWithoutEnd, 'malformed'],
    ['a ZIP that is neither EPUB nor DOCX', hostileManuscripts.zipThatIsNeither, 'unknown-type'],
    ['a DOCX with macros', hostileManuscripts.docxWithMacros, 'active-content'],
    ['an EPUB whose mimetype is compressed', hostileManuscripts.epubMimetypeCompressed, 'malformed'],
    ['a ZIP whose first KiB says %PDF-', hostileManuscripts.zipWithPdfHead, 'polyglot'],
    ['a ZIP listing more than 10,000 entries', hostileManuscripts.tooManyEntries, 'zip-bomb'],
  ] as const)('refuses %s', (_name, make, refusal) => {
    expect(detectManuscript(make())).toEqual({ ok: false, refusal });
  });

  it('refuses a valid DOCX with anything appended, and anything prepended', () => {
    const docx = docxBytes();
    const appended = new Uint8Array([...docx, ...new TextEncoder().encode('<html>')]);
    expect(detectManuscript(appended).ok).toBe(false);
    const prepended = new Uint8Array([...new TextEncoder().encode('<html>'), ...docx]);
    expect(detectManuscript(prepended)).toEqual({ ok: false, refusal: 'unknown-type' });
  });

  it('refuses only whole action names: a name that merely starts like one is accepted', () => {
    expect(detectManuscript(pdfBytes({ extra: '5 0 obj << /JavaScripted true /Launcher 1 >> endobj\n' })).ok).toBe(true);
  });

  it('refuses a truncated ZIP as damaged, without throwing', () => {
    const docx = docxBytes();
    expect(detectManuscript(docx.subarray(0, docx.length - 30))).toEqual({ ok: false, refusal: 'malformed' });
  });
});
