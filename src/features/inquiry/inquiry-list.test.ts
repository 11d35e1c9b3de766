import { afterEach, describe, expect, it } from 'vitest';
import {
  addToInquiry,
  clearInquiry,
  inquiryList,
  removeFromInquiry,
  setInquiryQuantity,
} from './inquiry-list';

afterEach(() => {
  clearInquiry();
  localStorage.clear();
});

describe('enquiry list', () => {
  it('adds models once, adding to the quantity when listed again', () => {
    addToInquiry('CC-ZF-24E');
    addToInquiry('CC-LG-6D', 2);
    addToInquiry('CC-ZF-24E');
    expect(inquiryList.get()).toEqual([
      { model: 'CC-ZF-24E', quantity: 2 },
      { model: 'CC-LG-6D', quantity: 2 },
    ]);
  });

  it('sets quantities within 1–999 and removes models', () => {
    addToInquiry('CC-ZF-24E');
    setInquiryQuantity('CC-ZF-24E', 12);
    expect(inquiryList.get()[0]!.quantity).toBe(12);
    setInquiryQuantity('CC-ZF-24E', 0);
    expect(inquiryList.get()[0]!.quantity).toBe(1);
    setInquiryQuantity('CC-ZF-24E', 5000);
    expect(inquiryList.get()[0]!.quantity).toBe(999);
    setInquiryQuantity('CC-ZF-24E', Number.NaN);
    expect(inquiryList.get()[0]!.quantity).toBe(999);
    removeFromInquiry('CC-ZF-24E');
    expect(inquiryList.get()).toEqual([]);
  });

  it('persists in localStorage and ignores a broken stored list', () => {
    addToInquiry('CC-XD-2R', 3);
    expect(JSON.parse(localStorage.getItem('cc-inquiry')!)).toEqual([
      { model: 'CC-XD-2R', quantity: 3 },
    ]);
    localStorage.setItem('cc-inquiry', JSON.stringify([{ model: 'CC-XD-2R', quantity: -1 }]));
    expect(inquiryList.get()).toEqual([]);
  });
});
