/** A request's id (requestId): a UUID as the client makes it (src/lib/request-id.ts). */
export const REQUEST_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 11 digits, first 1, second 3–9 (SPEC.md section 5): login, register and the enquiry form. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * The field messages of docs/UI-CONTRACT.md ("Validation messages" for the login modal, "Enquiry
 * list" for the enquiry form): the forms show them, and the local API answers them.
 */
export const FIELD_MESSAGE = {
  username: '请输入客户编号',
  password: '请输入密码',
  phoneRequired: '请输入手机号',
  phonePattern: '请输入正确的手机号',
  code: '请输入验证码',
  companyName: '请填写公司名称',
  /** Register mode's agreement checkbox. */
  checked: '请勾选同意以下条款',
  contactName: '请输入联系人',
  /** The enquiry form's privacy checkbox. */
  privacy: '请勾选同意隐私政策',
} as const;
