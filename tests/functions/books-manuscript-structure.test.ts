import { describe, expect, it } from 'vitest';
import { MANUSCRIPT_REFUSAL_MESSAGES } from '../../contract/book-manuscript.ts';
import { DATABASE_KINDS } from './support/backends.ts';
import { newAuthor, sampleDetails, withSignedInBooks, type BooksHarness } from './support/books-harness.ts';
import { docxWithHyperlink, hostileManuscripts, pdfWithObjectStream } from '../support/manuscripts.ts';

describe.each(DATABASE_KINDS)('31.3 manuscripts are checked on their parsed structure (%s database)', (kind) => {
  let h: BooksHarness;
  withSignedInBooks(kind, (opened) => ({ h } = opened));

  it.each([
    ['a PDF whose action is spelled /S /Java#53cript', hostileManuscripts.pdfWithEscapedJavaScript],
    ['a PDF whose Launch action is spelled in # escapes', hostileManuscripts.pdfWithEscapedLaunch],
    ['a PDF with JavaScript inside a compressed object stream', hostileManuscripts.pdfWithJavaScriptInObjectStream],
    ['a DOCX with a remote attached template', hostileManuscripts.docxWithRemoteTemplate],
  ] as const)('refuses %s as active content', async (_name, make) => {
    const response = await h.submit(newAuthor(), sampleDetails(), make());
    expect(response.status, response.text).toBe(415);
    expect(response.json.error).toBe(MANUSCRIPT_REFUSAL_MESSAGES['active-content']);
  });

  it('still accepts a PDF with a harmless object stream and a DOCX with an ordinary hyperlink', async () => {
    const pdf = await h.submit(newAuthor(), sampleDetails(), pdfWithObjectStream('4 0 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'));
    expect(pdf.status, pdf.text).toBe(201);
    const docx = await h.submit(newAuthor(), sampleDetails(), docxWithHyperlink());
    expect(docx.status, docx.text).toBe(201);
  });
});
