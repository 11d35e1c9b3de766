// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearLoginDraft,
  readLoginDraft,
  setComposing,
  takeLoginDraft,
  updateLoginDraft,
  whenNotComposing,
} from './login-draft';

beforeEach(() => clearLoginDraft());

describe('the login draft', () => {
  it('is handed over once, with the caret’s field and place', () => {
    updateLoginDraft({ username: 'C10086', focus: 'password' });
    updateLoginDraft({ password: 'ab', selection: [2, 2] });
    expect(takeLoginDraft()).toEqual({
      username: 'C10086',
      password: 'ab',
      focus: 'password',
      selection: [2, 2],
      submit: false,
    });
    expect(takeLoginDraft()).toBeNull();
  });

  it('hands over nothing when nothing was typed or focused', () => {
    expect(takeLoginDraft()).toBeNull();
  });

  it('is dropped when the frame closes', () => {
    updateLoginDraft({ username: 'C10086', submit: true });
    clearLoginDraft();
    expect(readLoginDraft().username).toBe('');
    expect(takeLoginDraft()).toBeNull();
  });

  it('holds the swap while an input method composes, and lets it go at the end', async () => {
    await whenNotComposing();
    setComposing(true);
    let settled = false;
    const done = whenNotComposing().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    setComposing(false);
    await done;
    expect(settled).toBe(true);
  });
});
