// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PATHS, type UploadAnswer } from '@/contract';
import { API_BASE } from '@/test/api';
import { call, postJson, setupMockApi, store } from './test-helpers';

setupMockApi();

const upload = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return call<UploadAnswer>(PATHS.upload, { method: 'POST', body: form });
};

const contact = {
  contactName: '李经理',
  phoneNumber: '13912345678',
  companyName: '',
  region: '',
  diners: null,
  message: '想了解学校食堂整体方案',
  items: [],
  source: 'contact',
};

describe('POST /api/common/upload (local contract API)', () => {
  it('takes an image or a PDF and answers its url and fileName', async () => {
    const answer = await upload(new File(['%PDF-1.4'], '平面图.pdf', { type: 'application/pdf' }));
    expect(answer).toMatchObject({ code: 200, msg: '操作成功' });
    expect(answer.fileName).toMatch(/^\/profile\/upload\/[\da-f]{8}_平面图\.pdf$/);
    expect(answer.url).toBe(`${new URL(API_BASE).origin}${answer.fileName}`);
  });

  it('refuses other types, files over 10 MB and a missing file with code 400', async () => {
    expect(await upload(new File(['x'], 'a.exe', { type: 'application/x-msdownload' }))).toEqual({
      code: 400,
      msg: '只能上传图片（PNG、JPG、WebP、GIF）或 PDF',
    });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect((await upload(big)).msg).toBe('文件不能超过 10 MB');
    const empty = await call(PATHS.upload, { method: 'POST', body: new FormData() });
    expect(empty).toEqual({ code: 400, msg: '请选择要上传的文件' });
  });
});

describe('POST /api/cms/inquiry: the sales path extras', () => {
  it('takes a /contact message: no company, no models, source "contact"', async () => {
    const answer = await postJson(PATHS.inquiry, contact);
    expect(answer.code).toBe(200);
    expect(store.inquiries()).toMatchObject([{ ...contact }]);
  });

  it('needs the message of a /contact message', async () => {
    expect(await postJson(PATHS.inquiry, { ...contact, message: ' ' })).toEqual({
      code: 400,
      msg: '请输入留言内容',
    });
  });

  it('keeps an enquiry without models refused unless it comes from /contact', async () => {
    const { source: _source, ...withoutSource } = contact;
    expect((await postJson(PATHS.inquiry, withoutSource)).code).toBe(400);
  });

  it('keeps the attachments, and refuses a malformed list', async () => {
    const body = {
      ...contact,
      attachments: ['http://localhost:3003/profile/upload/0001_plan.pdf'],
    };
    expect((await postJson(PATHS.inquiry, body)).code).toBe(200);
    expect(store.inquiries()[0]).toMatchObject({ attachments: body.attachments });
    expect(await postJson(PATHS.inquiry, { ...contact, attachments: [3] })).toEqual({
      code: 400,
      msg: '附件格式错误',
    });
  });

  it('stores the planner layout, and refuses a malformed one', async () => {
    const layout = {
      room: { width: 8000, depth: 6000 },
      items: [
        { model: 'CC-LG-4D', x: 0, y: 0, rotation: 0 },
        { model: 'CC-ZT-2C', x: 3000, y: 1200, rotation: 90 },
      ],
    };
    const body = { ...contact, items: [{ model: 'CC-LG-4D', quantity: 1 }], layout };
    expect((await postJson(PATHS.inquiry, body)).code).toBe(200);
    expect(store.inquiries()[0]).toMatchObject({ layout });
    const turned = { ...layout, items: [{ ...layout.items[0], rotation: 45 }] };
    expect(await postJson(PATHS.inquiry, { ...body, layout: turned })).toEqual({
      code: 400,
      msg: '布局格式错误',
    });
    const tiny = { ...layout, room: { width: 100, depth: 6000 } };
    expect((await postJson(PATHS.inquiry, { ...body, layout: tiny })).msg).toBe('布局格式错误');
  });
});
