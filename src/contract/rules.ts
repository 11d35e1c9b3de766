/** 11 digits, first 1, second 3–9 (SPEC.md section 5): login, register and the enquiry form. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
