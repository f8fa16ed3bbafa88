/**
 * PADMÉ (Nikitin et al., "Reducing Metadata Leakage from Encrypted Files and Communication with PURBs", 2019): a
 * length is rounded up so that only its top bits remain, leaking O(log log L) bits of the size with at most about 12%
 * overhead. docs/e2ee-sync.md, section 3.1.
 */

/** Bodies are padded to at least this many bytes, so the smallest changes all look alike. */
export const MIN_PADDED_BODY_BYTES = 64;

/** floor(log2(value)) for a positive safe integer, without floating-point rounding at powers of two. */
function floorLog2(value: number): number {
  let exponent = 0;
  let power = 1;
  while (power * 2 <= value) {
    power *= 2;
    exponent += 1;
  }
  return exponent;
}

/**
 * The padded length of `length`: E = floor(log2 L), S = floor(log2 E) + 1, z = E - S, and (L + 2^z - 1) with its low
 * z bits cleared. Lengths below 2 have no bits to clear and stay as they are.
 */
export function padme(length: number): number {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError('A length is a non-negative integer');
  if (length < 2) return length;
  const exponent = floorLog2(length);
  const clearedBits = exponent - (floorLog2(exponent) + 1);
  if (clearedBits <= 0) return length;
  const step = 2 ** clearedBits;
  // Arithmetic rather than bit operators: lengths past 2^31 would overflow JavaScript's 32-bit bitwise operations.
  return Math.ceil(length / step) * step;
}

/** The padded size of a change body whose deflated JSON is `deflatedLength` bytes (the 4 bytes are its length). */
export function paddedBodyLength(deflatedLength: number): number {
  return padme(Math.max(4 + deflatedLength, MIN_PADDED_BODY_BYTES));
}
