/**
 * What a manuscript really is, decided by its bytes (never by its name or declared type), by one rule that the
 * submission form and the server both run: the form refuses at once with the same words the server would use, and
 * the server decides again, because a client can send anything. The image uploads' sniffing
 * (functions/_lib/uploads/sniff.ts) is server-only and for images; this one is pure (no Node, no DOM) so it can run
 * on both sides.
 *
 * THE RULES
 * - PDF: `%PDF-` at byte 0 (readers accept it anywhere in the first KiB; we do not, so nothing can sit before it),
 *   and `%%EOF` in the last KiB followed by nothing but white space. Refused as polyglots: a ZIP end-of-directory
 *   record in the last 64 KiB (a ZIP reader would open the file as an archive), and HTML or SVG markup in the first
 *   KiB (where browsers sniff). Refused as active content: the `/JavaScript` and `/Launch` actions, which a
 *   manuscript never needs and which would run on the reviewer's machine, read on the parsed structure: names with
 *   their `#xx` escapes decoded and Flate streams (object streams among them) inflated (contract/pdf-structure.ts).
 * - ZIP (EPUB and DOCX): a local file header at byte 0 and the end-of-directory record exactly at the end (its
 *   comment included), so nothing is prepended or appended; the central directory is read with fflate without
 *   inflating anything but small XML parts, and refused when it lists more than 10,000 entries or declares more than
 *   512 MiB uncompressed (a zip bomb), or holds macros (`vbaProject.bin`) or a relationship (any `.rels` part) whose
 *   TargetMode is External, hyperlinks aside: an attached template or OLE object is fetched when Word opens the file.
 *   `%PDF-` or markup in the first KiB or in the comment is a polyglot.
 *   - EPUB: the first entry is `mimetype`, stored uncompressed, holding exactly `application/epub+zip` (the EPUB
 *     container rule), and `META-INF/container.xml` is present.
 *   - DOCX: `[Content_Types].xml` declares the WordprocessingML main document and `word/document.xml` is present. An
 *     HTML page named .docx is not a ZIP at all and is refused as an unknown type.
 */
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { MANUSCRIPT_TYPES, MAX_MANUSCRIPT_BYTES, type ManuscriptType } from './book-schemas.ts';
import { checkPdfStructure } from './pdf-structure.ts';

export type ManuscriptRefusal = 'empty' | 'too-large' | 'unknown-type' | 'malformed' | 'polyglot' | 'active-content' | 'zip-bomb';

export type ManuscriptVerdict = { ok: true; type: ManuscriptType } | { ok: false; refusal: ManuscriptRefusal };

/** What the author reads for each refusal (the form shows it; the server answers it). */
export const MANUSCRIPT_REFUSAL_MESSAGES: Record<ManuscriptRefusal, string> = {
  empty: 'This file is empty. Please choose the file of your manuscript.',
  'too-large': 'This file is larger than 20 MB. Please send a smaller version (for example without images).',
  'unknown-type': 'This file is not a PDF, EPUB or Word (DOCX) document. Please save your manuscript in one of those formats.',
  malformed: 'This file looks damaged or incomplete. Please save or export it again and choose the new file.',
  polyglot:
    'This file is more than one kind of file at once, so we cannot accept it safely. Please export your manuscript again as a plain PDF, EPUB or DOCX.',
  'active-content': 'This file contains scripts or macros. Please save a copy without them (for example "Save as PDF").',
  'zip-bomb': 'This file unpacks to far more than any manuscript needs, so we cannot open it safely.',
};

export const MAX_ZIP_ENTRIES = 10_000;
export const MAX_ZIP_UNCOMPRESSED_BYTES = 512 * 1024 * 1024;
/** [Content_Types].xml is a few KiB; more is not a Word document. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;
const HEAD = 1024;
const EOCD_SEARCH = 65_536 + 22;
const EPUB_MIMETYPE = 'application/epub+zip';
const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const MARKUP = [/<script/i, /<html/i, /<svg/i, /<!doctype\s+html/i, /<iframe/i, /<body/i, /<object/i, /<embed/i];
/** A JavaScript action always names its type `/S /JavaScript`; `/JS` alone is too short to search binary data for. */
const PDF_ACTIVE_NAMES = ['/JavaScript', '/Launch'];

/** One character per byte: ASCII stays itself, so patterns find ASCII markers without decoding errors. */
function bytesAsText(bytes: Uint8Array): string {
  let result = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    result += String.fromCharCode(...bytes.subarray(start, Math.min(bytes.length, start + 8192)));
  }
  return result;
}

const isNameCharacter = (byte: number | undefined) =>
  byte !== undefined && ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));

/**
 * Whether the bytes hold the PDF name `name` (ASCII, starting with '/') as a whole name, searched in the bytes
 * themselves with the native indexOf: 20 MB takes milliseconds, where decoding it to a string took seconds.
 */
function containsPdfName(bytes: Uint8Array, name: string): boolean {
  const first = name.charCodeAt(0);
  for (let at = bytes.indexOf(first); at >= 0; at = bytes.indexOf(first, at + 1)) {
    if (startsWithAscii(bytes, name, at) && !isNameCharacter(bytes[at + name.length])) return true;
  }
  return false;
}

function hasMarkup(text: string): boolean {
  return MARKUP.some((pattern) => pattern.test(text));
}

function startsWithAscii(bytes: Uint8Array, signature: string, offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  for (let index = 0; index < signature.length; index++) {
    if (bytes[offset + index] !== signature.charCodeAt(index)) return false;
  }
  return true;
}

function uint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

/** Where a ZIP end-of-central-directory record starts in the tail, or -1; `exact` asks for one ending the file. */
function findEndOfDirectory(bytes: Uint8Array, exact: boolean): number {
  const lowest = Math.max(0, bytes.length - EOCD_SEARCH);
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (bytes[offset] !== 0x50 || bytes[offset + 1] !== 0x4b || bytes[offset + 2] !== 0x05 || bytes[offset + 3] !== 0x06) continue;
    if (!exact || offset + 22 + uint16(bytes, offset + 20) === bytes.length) return offset;
  }
  return -1;
}

function checkPdf(bytes: Uint8Array): ManuscriptVerdict {
  const head = bytesAsText(bytes.subarray(0, HEAD));
  const tail = bytesAsText(bytes.subarray(Math.max(0, bytes.length - HEAD)));
  const end = tail.lastIndexOf('%%EOF');
  if (end < 0 || tail.slice(end + 5).trim() !== '') return { ok: false, refusal: 'malformed' };
  if (findEndOfDirectory(bytes, false) >= 0 || hasMarkup(head)) return { ok: false, refusal: 'polyglot' };
  if (PDF_ACTIVE_NAMES.some((name) => containsPdfName(bytes, name))) return { ok: false, refusal: 'active-content' };
  const structure = checkPdfStructure(bytes);
  if (structure === 'active-content') return { ok: false, refusal: 'active-content' };
  if (structure === 'bomb') return { ok: false, refusal: 'zip-bomb' };
  if (structure === 'unreadable') return { ok: false, refusal: 'malformed' };
  return { ok: true, type: 'application/pdf' };
}

function checkZip(bytes: Uint8Array): ManuscriptVerdict {
  const endOfDirectory = findEndOfDirectory(bytes, true);
  if (endOfDirectory < 0) return { ok: false, refusal: 'malformed' };
  const comment = bytesAsText(bytes.subarray(endOfDirectory + 22));
  const head = bytesAsText(bytes.subarray(0, HEAD));
  if (head.includes('%PDF-') || comment.includes('%PDF-') || hasMarkup(head) || hasMarkup(comment)) {
    return { ok: false, refusal: 'polyglot' };
  }
  const entries: UnzipFileInfo[] = [];
  let declared = 0;
  let tooMuch = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        entries.push(file);
        declared += file.originalSize;
        if (entries.length > MAX_ZIP_ENTRIES || declared > MAX_ZIP_UNCOMPRESSED_BYTES) tooMuch = true;
        // Only [Content_Types].xml and the relationship parts (small XML) are ever inflated, and only while nothing
        // looks like a bomb; a relationship part too large to read is refused below rather than skipped.
        if (tooMuch || file.originalSize > MAX_CONTENT_TYPES_BYTES) return false;
        return file.name === '[Content_Types].xml' || isRelationshipPart(file.name);
      },
    });
  } catch {
    return tooMuch ? { ok: false, refusal: 'zip-bomb' } : { ok: false, refusal: 'malformed' };
  }
  if (tooMuch) return { ok: false, refusal: 'zip-bomb' };
  const names = new Set(entries.map((entry) => entry.name));
  if ([...names].some((name) => /(^|\/)vbaProject\.bin$/i.test(name))) return { ok: false, refusal: 'active-content' };
  const relationshipParts = entries.filter((entry) => isRelationshipPart(entry.name));
  if (relationshipParts.some((entry) => files[entry.name] === undefined)) return { ok: false, refusal: 'malformed' };
  if (relationshipParts.some((entry) => loadsExternalTarget(files[entry.name] ?? new Uint8Array(0)))) {
    return { ok: false, refusal: 'active-content' };
  }

  // EPUB: the container rule reads the first local header itself (mimetype first, stored, exact content).
  const firstNameLength = uint16(bytes, 26);
  const extraLength = uint16(bytes, 28);
  const firstName = bytesAsText(bytes.subarray(30, 30 + firstNameLength));
  if (firstName === 'mimetype') {
    const storedContent = bytesAsText(bytes.subarray(30 + firstNameLength + extraLength, 30 + firstNameLength + extraLength + EPUB_MIMETYPE.length));
    const stored = uint16(bytes, 8) === 0 && storedContent === EPUB_MIMETYPE && entries[0]?.originalSize === EPUB_MIMETYPE.length;
    if (!stored || !names.has('META-INF/container.xml')) return { ok: false, refusal: 'malformed' };
    return { ok: true, type: 'application/epub+zip' };
  }

  const contentTypes = files['[Content_Types].xml'];
  if (contentTypes && names.has('word/document.xml')) {
    if (!bytesAsText(contentTypes).includes(DOCX_MAIN)) return { ok: false, refusal: 'unknown-type' };
    return { ok: true, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return { ok: false, refusal: 'unknown-type' };
}

function isRelationshipPart(name: string): boolean {
  return /\.rels$/i.test(name);
}

/** Relationship types that only name a link the reader may click: nothing is fetched when the file opens. */
const CLICK_ONLY_RELATIONSHIP = /\/relationships\/hyperlink$/;
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] !== '#') return XML_ENTITIES[entity] ?? whole;
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** XML in UTF-16 (with its byte order mark) is read as such, so the spelling of the bytes hides nothing. */
function xmlText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * Whether an OOXML relationship part points outside the package at something loaded when the file opens: an
 * attached template (remote macros), an OLE object, a frame, a linked image or sub-document. Word follows a
 * relationship whose TargetMode is External; hyperlinks are the one kind that loads nothing until clicked.
 */
function loadsExternalTarget(part: Uint8Array): boolean {
  const text = xmlText(part);
  for (const element of text.matchAll(/<(?:[\w.-]+:)?Relationship\b([^>]*)>/g)) {
    const attributes = new Map<string, string>();
    for (const attribute of (element[1] ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      attributes.set(attribute[1] ?? '', decodeXmlText(attribute[2] ?? attribute[3] ?? '').trim());
    }
    if ((attributes.get('TargetMode') ?? '').toLowerCase() !== 'external') continue;
    if (!CLICK_ONLY_RELATIONSHIP.test(attributes.get('Type') ?? '')) return true;
  }
  return false;
}

/** The manuscript's true type, or why it is refused. */
export function detectManuscript(bytes: Uint8Array): ManuscriptVerdict {
  if (bytes.length === 0) return { ok: false, refusal: 'empty' };
  if (bytes.length > MAX_MANUSCRIPT_BYTES) return { ok: false, refusal: 'too-large' };
  if (startsWithAscii(bytes, '%PDF-')) return checkPdf(bytes);
  if (startsWithAscii(bytes, 'PK\u0003\u0004')) return checkZip(bytes);
  return { ok: false, refusal: 'unknown-type' };
}

/** The extension a stored manuscript is served with. */
export function manuscriptExtension(type: ManuscriptType): string {
  return MANUSCRIPT_TYPES[type].extension;
}
