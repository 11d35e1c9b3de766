import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { PATHS, type InquiryBody } from '@/contract';
import { env } from '@/config/env';

/** Types into the field labelled `label` (the enquiry and contact forms' tests). */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The enquiry form's required fields and the privacy checkbox, filled as a school's cook would. */
export function fillInquiryRequired(contactName = '王老师') {
  typeInto('联系人', contactName);
  typeInto('手机号', '13912345678');
  typeInto('公司名称', '佛山市某中学');
  fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
}

/** An msw server whose enquiry endpoint answers 提交成功 and keeps every body it receives. */
export function inquiryCapture(id = 'XJ1') {
  const received: InquiryBody[] = [];
  const server = setupServer(
    http.post(`${env.apiBase}${PATHS.inquiry}`, async ({ request }) => {
      received.push((await request.json()) as InquiryBody);
      return HttpResponse.json({ code: 200, msg: '提交成功', data: { id } });
    }),
  );
  return { server, received };
}

/**
 * An msw server for the file's tests whose enquiry endpoint answers as the test sets it with
 * `backend(reply)`; `received` keeps the bodies of the current test.
 */
export function inquiryBackend() {
  const received: InquiryBody[] = [];
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    received.length = 0;
  });
  afterAll(() => server.close());
  const backend = (reply: () => Response | Promise<Response>) =>
    server.use(
      http.post(`${env.apiBase}${PATHS.inquiry}`, async ({ request }) => {
        received.push((await request.json()) as InquiryBody);
        return reply();
      }),
    );
  return { received, backend };
}

/** Each of `messages` shows (a submit with the fields empty), then a `wrongPhone` is refused. */
export async function expectRefusals(messages: string[], wrongPhone: string) {
  for (const text of messages) expect(await screen.findByText(text)).toBeInTheDocument();
  typeInto('手机号', wrongPhone);
  expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
}
