/** Every answer of the company API carries a code (200 = success) and a msg. */
export interface ApiEnvelope {
  code: number;
  msg?: string;
}

/**
 * The codes of the envelope. The HTTP status is 200 for all of them; the site treats any code
 * other than CODE_OK as a refusal and shows its msg.
 */
export const CODE_OK = 200;
/** A body that is not what the endpoint takes (malformed JSON, a field of the wrong type). */
export const CODE_BAD_REQUEST = 400;
/** The bearer token is missing, expired or unknown. */
export const CODE_UNAUTHORIZED = 401;
/** A business refusal (wrong password, expired code, phone already registered…). */
export const CODE_REFUSED = 500;
