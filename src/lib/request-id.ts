/**
 * A random (version 4) UUID, the requestId of an enquiry or a repair. crypto.randomUUID is missing
 * from Chromium before 92 and Safari before 15.4 (iOS 14 is supported) and from pages that are not
 * a secure context; crypto.getRandomValues is everywhere the site runs.
 */
export function newRequestId(
  crypto: Pick<Crypto, 'getRandomValues'> & Partial<Crypto> = globalThis.crypto,
): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10xx
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
