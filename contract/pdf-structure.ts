/**
 * The PDF part of the manuscript check (contract/book-manuscript.ts), on the file's structure rather than its
 * spelling: a reader decodes `#xx` escapes in names (`/Java#53cript` is `/JavaScript`, PDF 32000-1 §7.3.5) and
 * inflates compressed object streams (§7.5.7) before it meets an action, so this does the same before it looks.
 *
 * - Every name in the file is read as a name token and decoded; an active action's name (/JavaScript, /Launch) in
 *   any spelling is active content.
 * - Every stream whose data is a zlib stream (FlateDecode, the filter object streams use) is inflated, and the names
 *   in what it holds are read the same way (twice, for a stream compressed twice). Inflating is streamed and capped
 *   in total, so a small file cannot make the check hold gigabytes; past the cap the file is refused as a bomb.
 * - An object stream (/ObjStm) encoded with any filter this cannot read (LZW, ASCII85, ASCIIHex, RunLength, Crypt)
 *   is refused: what it holds could not be checked, and no ordinary writer needs those filters for object streams.
 * Pure (no Node, no DOM) like the rest of the check: the form runs it too.
 */
import { Unzlib } from 'fflate';

export type PdfStructureVerdict = 'clean' | 'active-content' | 'unreadable' | 'bomb';

/** The decoded names of actions that run something on the reader's machine. */
const ACTIVE_NAMES = new Set(['JavaScript', 'Launch']);
/** Filters whose output this check cannot read; an object stream encoded with one is refused. */
const UNREADABLE_FILTERS = new Set(['LZWDecode', 'ASCII85Decode', 'ASCIIHexDecode', 'RunLengthDecode', 'Crypt', 'LZW', 'A85', 'AHx', 'RL']);
/** The most bytes all inflated streams of one file may add up to. */
export const MAX_PDF_INFLATED_BYTES = 256 * 1024 * 1024;
/** A name longer than this is not one of ours; its tail is not kept (PDF names are at most 127 bytes in practice). */
const MAX_NAME = 127;
const SOLIDUS = 0x2f;
const NUMBER_SIGN = 0x23;

/** PDF white space and delimiters end a name (§7.2.2). */
function endsName(byte: number): boolean {
  return (
    byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20 ||
    byte === 0x28 || byte === 0x29 || byte === 0x3c || byte === 0x3e || byte === 0x5b || byte === 0x5d ||
    byte === 0x7b || byte === 0x7d || byte === SOLIDUS || byte === 0x25
  );
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/** Reads names from bytes that may arrive in chunks (a name can span two), decoding `#xx` escapes. */
class NameReader {
  readonly names = new Set<string>();
  private current: number[] | null = null;

  push(bytes: Uint8Array): void {
    for (const byte of bytes) {
      if (this.current !== null) {
        if (!endsName(byte)) {
          if (this.current.length <= MAX_NAME + 2) this.current.push(byte);
          continue;
        }
        this.finish();
      }
      if (byte === SOLIDUS) this.current = [];
    }
  }

  end(): void {
    if (this.current !== null) this.finish();
  }

  private finish(): void {
    const raw = this.current ?? [];
    this.current = null;
    let name = '';
    for (let index = 0; index < raw.length; index++) {
      const byte = raw[index] ?? 0;
      const high = hexValue(raw[index + 1] ?? -1);
      const low = hexValue(raw[index + 2] ?? -1);
      if (byte === NUMBER_SIGN && high >= 0 && low >= 0) {
        name += String.fromCharCode(high * 16 + low);
        index += 2;
      } else {
        name += String.fromCharCode(byte);
      }
    }
    this.names.add(name);
  }
}

function matchesAscii(bytes: Uint8Array, at: number, text: string): boolean {
  for (let index = 0; index < text.length; index++) if (bytes[at + index] !== text.charCodeAt(index)) return false;
  return true;
}

/** Where each stream's data starts: after the `stream` keyword (not `endstream`) and its end of line. */
function streamStarts(bytes: Uint8Array): number[] {
  const starts: number[] = [];
  const s = 's'.charCodeAt(0);
  for (let at = bytes.indexOf(s); at >= 0; at = bytes.indexOf(s, at + 1)) {
    if (!matchesAscii(bytes, at, 'stream') || matchesAscii(bytes, at - 3, 'end')) continue;
    let start = at + 6;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] !== 0x0a && bytes[start - 1] !== 0x0d) continue;
    if (bytes[start] === 0x0a) start += 1;
    starts.push(start);
  }
  return starts;
}

/** A zlib header (RFC 1950): deflate, a window of at most 32 KiB, and the check bits. */
function isZlibHeader(first: number | undefined, second: number | undefined): boolean {
  if (first === undefined || second === undefined) return false;
  return (first & 0x0f) === 8 && first >> 4 <= 7 && ((first << 8) | second) % 31 === 0;
}

class BombError extends Error {}

interface Budget {
  /** Bytes all inflated output may still add up to. */
  output: number;
  /** Compressed bytes the inflaters may still be fed (retries included), so retries cannot be made endless. */
  input: number;
}

/**
 * Inflates zlib data; the output goes to `reader`, and when it is zlib data itself (compressed twice) that is
 * inflated too. `final` false reads what a damaged or cut stream holds up to the damage, as lenient readers do.
 * True when the data was a complete zlib stream.
 */
function inflateInto(data: Uint8Array, reader: NameReader, budget: Budget, depth: number, final: boolean): boolean {
  budget.input -= data.byteLength;
  if (budget.input < 0) throw new BombError();
  let kept: Uint8Array[] | null = depth > 0 ? [] : null;
  let keptBytes = 0;
  const inflater = new Unzlib((chunk) => {
    budget.output -= chunk.byteLength;
    if (budget.output < 0) throw new BombError();
    reader.push(chunk);
    if (kept === null) return;
    kept.push(chunk);
    keptBytes += chunk.byteLength;
    // Output kept only while it may be a second zlib layer: its first two bytes decide.
    const first = kept[0];
    if (keptBytes >= 2 && first !== undefined && !isZlibHeader(first[0], first.length > 1 ? first[1] : kept[1]?.[0])) kept = null;
  });
  try {
    inflater.push(data, final);
  } catch (error) {
    if (error instanceof BombError) throw error;
    return false;
  } finally {
    reader.end();
  }
  if (kept !== null && keptBytes >= 2) {
    const inner = new Uint8Array(keptBytes);
    let offset = 0;
    for (const chunk of kept) {
      inner.set(chunk, offset);
      offset += chunk.byteLength;
    }
    if (!inflateInto(inner, reader, budget, depth - 1, true)) inflateInto(inner, reader, budget, depth - 1, false);
  }
  return true;
}

/** Where the `endstream` keywords after `start` are, the first few (compressed data may spell the word). */
function streamEnds(bytes: Uint8Array, start: number, most: number): number[] {
  const ends: number[] = [];
  const e = 'e'.charCodeAt(0);
  for (let at = bytes.indexOf(e, start); at >= 0 && ends.length < most; at = bytes.indexOf(e, at + 1)) {
    if (matchesAscii(bytes, at, 'endstream')) ends.push(at);
  }
  return ends.length > 0 ? ends : [bytes.length];
}

/**
 * One stream: its data runs to an `endstream`, but compressed bytes may spell that word, so later ones are tried
 * while the data is not yet a whole zlib stream; if none is, what the first part holds is read as far as it goes.
 */
function inflateStream(bytes: Uint8Array, start: number, reader: NameReader, budget: Budget): void {
  const ends = streamEnds(bytes, start, 4);
  for (const end of ends) if (inflateInto(bytes.subarray(start, end), reader, budget, 1, true)) return;
  inflateInto(bytes.subarray(start, ends[ends.length - 1]), reader, budget, 1, false);
}

/** Whether the PDF holds an active action, in any spelling or inside any Flate stream. */
export function checkPdfStructure(bytes: Uint8Array): PdfStructureVerdict {
  const reader = new NameReader();
  reader.push(bytes);
  reader.end();
  const budget: Budget = { output: MAX_PDF_INFLATED_BYTES, input: 8 * bytes.byteLength };
  try {
    for (const start of streamStarts(bytes)) {
      if (isZlibHeader(bytes[start], bytes[start + 1])) inflateStream(bytes, start, reader, budget);
    }
  } catch (error) {
    if (error instanceof BombError) return 'bomb';
    throw error;
  }
  if ([...reader.names].some((name) => ACTIVE_NAMES.has(name))) return 'active-content';
  if (reader.names.has('ObjStm') && [...reader.names].some((name) => UNREADABLE_FILTERS.has(name))) return 'unreadable';
  return 'clean';
}
