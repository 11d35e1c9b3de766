// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStore, seedData, type StoreData } from './store';

describe('store data', () => {
  it('starts from given data, from the seed when it is none, and reports every change', () => {
    const kept = seedData();
    kept.customers.push({
      ...kept.customers[1]!,
      customerNo: 'C10090',
      phoneNumber: '13900003333',
    });
    const changes: StoreData[] = [];
    const store = createStore({
      data: kept,
      onChange: (data) => changes.push(structuredClone(data)),
    });
    expect(store.snapshot().customers.map((c) => c.customerNo)).toContain('C10090');
    const before = changes.length;
    store.createWxSession();
    expect(changes).toHaveLength(before + 1);
    expect(changes.at(-1)!.wxSessions).toHaveLength(1);

    // A data file of an older store (version 1, 2 before after-sales) is replaced by the seed.
    const fresh = createStore({ data: { version: 1, customers: [] } });
    expect(fresh.snapshot().customers.map((c) => c.customerNo)).toEqual(['C10086', 'C10087']);
    const lean = createStore({ data: { ...seedData(), version: 2, units: undefined } });
    expect(lean.snapshot().units.length).toBeGreaterThan(0);
  });

  it('keeps only the newest 200 WeChat sessions', () => {
    const store = createStore();
    const sessions = Array.from({ length: 300 }, () => store.createWxSession());
    expect(store.snapshot().wxSessions).toHaveLength(200);
    expect(store.checkWxSession(sessions[299]!.uuid)).toEqual({ isLogin: '0' });
    expect(store.checkWxSession(sessions[0]!.uuid)).toEqual({ isLogin: '0', expired: true });
  });
});
