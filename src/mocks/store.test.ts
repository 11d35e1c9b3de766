// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createStore,
  PersistenceError,
  seedSnapshot,
  type StorePersistence,
  type StoreSnapshot,
} from './store';

const START = Date.UTC(2025, 0, 1, 8, 0, 0);

/** A persistence in memory whose saves fail while `failing` is set. */
function memoryPersistence(initial: unknown = null) {
  const state = { stored: initial, saves: 0, failing: false, discarded: 0 };
  const hook: StorePersistence = {
    load: () => state.stored,
    save(snapshot) {
      if (state.failing) throw new Error('disk full');
      state.saves += 1;
      state.stored = JSON.parse(JSON.stringify(snapshot)) as StoreSnapshot;
    },
    discard() {
      state.discarded += 1;
    },
  };
  return { state, hook };
}

function clockedStore(persistence?: StorePersistence) {
  let time = START;
  const store = createStore({ now: () => time, persistence });
  return { store, advance: (ms: number) => (time += ms) };
}

const PHONE = '13900003333';

describe('saving', () => {
  it('saves every change before answering it', () => {
    const { state, hook } = memoryPersistence();
    const { store } = clockedStore(hook);
    const saves = state.saves;
    const sent = store.sendCode('register', PHONE, '198.51.100.1');
    expect(sent.ok).toBe(true);
    expect(state.saves).toBe(saves + 1);
    const uuid = sent.ok ? sent.value : '';
    const code = store.recentSms()[0]?.code ?? '';
    const registered = store.register({
      phoneNumber: PHONE,
      code,
      companyName: '甲',
      checked: true,
      uuid,
    });
    expect(registered.ok).toBe(true);
    expect((state.stored as StoreSnapshot).customers.map((c) => c.phoneNumber)).toContain(PHONE);
  });

  it('rolls a change back and throws when it cannot be saved', () => {
    const { state, hook } = memoryPersistence();
    const { store } = clockedStore(hook);
    const sent = store.sendCode('register', PHONE, '198.51.100.1');
    const uuid = sent.ok ? sent.value : '';
    const code = store.recentSms()[0]?.code ?? '';
    const input = { phoneNumber: PHONE, code, companyName: '甲', checked: true, uuid };
    const before = store.snapshot();

    state.failing = true;
    expect(() => store.register(input)).toThrow(PersistenceError);
    expect(() => store.register(input)).toThrow('数据保存失败，请稍后再试：disk full');
    // Nothing of the failed change stays: no customer, the code is still unused.
    expect(store.snapshot()).toEqual(before);
    expect(store.recentSms()[0]?.status).toBe('active');
    expect(() => store.sendCode('login', '13800138000', '198.51.100.1')).toThrow(PersistenceError);
    expect(store.snapshot().smsLastSent['13800138000']).toBeUndefined();

    state.failing = false;
    const registered = store.register(input);
    expect(registered.ok).toBe(true);
    expect(
      (state.stored as StoreSnapshot).customers.filter((c) => c.phoneNumber === PHONE),
    ).toHaveLength(1);
  });

  it('keeps an older snapshot without the limit records, and sets aside one that is no snapshot', () => {
    const old = seedSnapshot() as Partial<StoreSnapshot>;
    delete old.smsSendsByAddress;
    delete old.passwordFailures;
    old.customers = [
      ...(old.customers ?? []),
      { ...seedSnapshot().customers[1]!, customerNo: 'C10090', phoneNumber: PHONE },
    ];
    const kept = memoryPersistence(old);
    const { store } = clockedStore(kept.hook);
    expect(store.snapshot().customers.map((c) => c.customerNo)).toContain('C10090');
    expect(store.snapshot().smsSendsByAddress).toEqual({});
    expect(kept.state.discarded).toBe(0);

    const bad = memoryPersistence({ version: 2, customers: 'nope' });
    const fresh = clockedStore(bad.hook).store;
    expect(bad.state.discarded).toBe(1);
    expect(fresh.snapshot().customers.map((c) => c.customerNo)).toEqual(['C10086', 'C10087']);
  });
});

describe('bounded growth', () => {
  it('keeps only the newest 200 WeChat sessions', () => {
    const { store } = clockedStore();
    const sessions = Array.from({ length: 300 }, () => store.createWxSession());
    expect(store.snapshot().wxSessions).toHaveLength(200);
    expect(store.checkWxSession(sessions[299]!.uuid)).toEqual({ isLogin: '0' });
    expect(store.checkWxSession(sessions[0]!.uuid)).toEqual({ isLogin: '0', expired: true });
  });

  it('forgets per-phone, per-address and password records once their windows pass', () => {
    const { store, advance } = clockedStore();
    expect(store.sendCode('login', '13800138000', '198.51.100.1').ok).toBe(true);
    expect(store.loginWithPassword('C10087', 'wrong').ok).toBe(false);
    expect(Object.keys(store.snapshot().smsLastSent)).toEqual(['13800138000']);
    expect(Object.keys(store.snapshot().passwordFailures)).toEqual(['C10087']);
    advance(24 * 60 * 60_000);
    store.createWxSession();
    const snapshot = store.snapshot();
    expect(snapshot.smsLastSent).toEqual({});
    expect(snapshot.smsSendsByAddress).toEqual({});
    expect(snapshot.passwordFailures).toEqual({});
  });
});
