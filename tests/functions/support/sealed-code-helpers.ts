/** What the sealed short-code tests use from the contract, in one place. */
export { formatSealedShareCode, normalizeSealedShareCode, openSealedShareToken, SEALED_CODE_LENGTH } from '../../../contract/sealed-share-code.ts';
export { CROCKFORD_ALPHABET as CROCKFORD_ALPHABET_FOR_TESTS } from '../../../contract/share-code.ts';
