import { act } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES } from './rules';

type Field = keyof typeof RULES;
const FIELDS = Object.keys(RULES) as Field[];

// One antd form with every field and its real rules, shared by the tables (mounted outside
// Testing Library so its per-test cleanup leaves it in place).
let form!: FormInstance;
let root: Root;
let host: HTMLDivElement;

function Harness({ onReady }: { onReady: (instance: FormInstance) => void }) {
  const [instance] = Form.useForm();
  useEffect(() => onReady(instance), [instance, onReady]);
  return (
    <Form form={instance}>
      {FIELDS.map((field) => (
        <Form.Item key={field} name={field} rules={RULES[field]}>
          <Input />
        </Form.Item>
      ))}
    </Form>
  );
}

beforeAll(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      <Harness
        onReady={(instance) => {
          form = instance;
        }}
      />,
    ),
  );
});
afterAll(() => {
  act(() => root.unmount());
  host.remove();
});

/** The messages the field fails with for `value` (none when it passes). */
async function errorsFor(field: Field, value: unknown): Promise<string[]> {
  act(() => form.setFieldsValue({ [field]: value }));
  let errors: string[] = [];
  await act(async () => {
    try {
      await form.validateFields([field]);
    } catch (error) {
      errors = (error as { errorFields: { errors: string[] }[] }).errorFields.flatMap(
        (f) => f.errors,
      );
    }
  });
  return errors;
}

describe('phone number rule /^1[3-9]\\d{9}$/', () => {
  it.each([
    '13012345678',
    '13800138000',
    '14012345678',
    '15012345678',
    '16612345678',
    '17712345678',
    '18812345678',
    '19912345678',
    '13999999999',
  ])('accepts %s', async (phone) => {
    expect(await errorsFor('phoneNumber', phone)).toEqual([]);
  });

  it.each([
    ['second digit 0', '10012345678'],
    ['second digit 1', '11012345678'],
    ['second digit 2', '12012345678'],
    ['first digit 2', '23812345678'],
    ['first digit 0', '03812345678'],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['a leading digit before a valid number', '013812345678'],
    ['letters', '1381234567a'],
    ['all letters', 'abcdefghijk'],
    ['a space inside', '138 1234567'],
    ['a leading space', ' 13812345678'],
    ['a trailing space', '13812345678 '],
    ['dashes', '138-1234-5678'],
    ['a country prefix', '+8613812345678'],
  ])('refuses %s (%s) with 请输入正确的手机号', async (_why, phone) => {
    expect(await errorsFor('phoneNumber', phone)).toEqual(['请输入正确的手机号']);
  });
});

describe('validation messages (UI-CONTRACT, literal)', () => {
  it.each([
    ['username', '', '请输入客户编号'],
    ['username', '   ', '请输入客户编号'],
    ['password', '', '请输入密码'],
    ['phoneNumber', '', '请输入手机号'],
    ['code', '', '请输入验证码'],
    ['code', '  ', '请输入验证码'],
    ['companyName', '', '请填写公司名称'],
    ['companyName', '  ', '请填写公司名称'],
    ['checked', false, '请勾选同意以下条款'],
    ['checked', undefined, '请勾选同意以下条款'],
  ] as const)('%s = %j fails with %s', async (field, value, message) => {
    expect(await errorsFor(field, value)).toEqual([message]);
  });

  it.each([
    ['username', 'C10086'],
    ['password', 'x'],
    ['code', '123456'],
    ['companyName', '澄川'],
    ['checked', true],
  ] as const)('%s = %j passes', async (field, value) => {
    expect(await errorsFor(field, value)).toEqual([]);
  });
});
