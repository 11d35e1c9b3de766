import type { Rule } from 'antd/es/form';
import { MESSAGE, PHONE_PATTERN } from './strings';

/** Validation rules of spec section 5. */
export const RULES = {
  username: [{ required: true, whitespace: true, message: MESSAGE.username }],
  password: [{ required: true, message: MESSAGE.password }],
  phoneNumber: [
    { required: true, message: MESSAGE.phoneRequired },
    { pattern: PHONE_PATTERN, message: MESSAGE.phonePattern },
  ],
  code: [{ required: true, whitespace: true, message: MESSAGE.code }],
  companyName: [{ required: true, whitespace: true, message: MESSAGE.companyName }],
  checked: [
    {
      validator: (_: unknown, value: unknown) =>
        value === true ? Promise.resolve() : Promise.reject(new Error(MESSAGE.checked)),
    },
  ],
} satisfies Record<string, Rule[]>;
