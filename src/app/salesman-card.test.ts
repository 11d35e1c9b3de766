// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { salesmanCard } from './salesman-card';

describe('salesmanCard (profile → side guide bar)', () => {
  it('maps nickName and phonenumber, and asks the file host for the QR at 80×80, quality 1', () => {
    const card = salesmanCard({
      userName: '张建国',
      salesman: {
        nickName: '王海峰',
        phonenumber: '13912345678',
        wxQrCode: '/salesman/wang-haifeng-qr.svg',
      },
    });
    expect(card).not.toBeNull();
    expect(card!.nickName).toBe('王海峰');
    expect(card!.phone).toBe('13912345678');
    const url = new URL(card!.wxQrUrl!);
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://files.chengchuan.example/salesman/wang-haifeng-qr.svg',
    );
    expect(url.searchParams.get('w')).toBe('80');
    expect(url.searchParams.get('h')).toBe('80');
    expect(url.searchParams.get('q')).toBe('1');
    expect(url.searchParams.get('v')).toBeTruthy();
  });

  it('has no QR URL when the salesman has no QR (the 微信 item then hides)', () => {
    for (const wxQrCode of [null, undefined, '']) {
      const card = salesmanCard({
        userName: '李娜',
        salesman: { nickName: '陈思远', phonenumber: '13711112222', wxQrCode },
      });
      expect(card).toEqual({ nickName: '陈思远', phone: '13711112222', wxQrUrl: undefined });
    }
  });

  it('is null without a profile or without a salesman', () => {
    expect(salesmanCard(null)).toBeNull();
    expect(salesmanCard({ userName: '张建国' })).toBeNull();
    expect(salesmanCard({ userName: '张建国', salesman: null })).toBeNull();
  });
});
