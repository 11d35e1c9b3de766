import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearLoginDraft, updateLoginDraft } from '@/lib/session/login-draft';
import { field, renderModal, setupLoginApi, title } from '@/test/login-modal';

vi.mock('@/config/env', () => import('@/test/env-home-ucenter'));

const api = setupLoginApi();

describe('LoginModal taking over the frame that stood in for it', () => {
  it('shows what was typed, with the caret where it was', async () => {
    updateLoginDraft({ username: 'C10086', password: 'abc', focus: 'password', selection: [1, 2] });
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    expect(field('客户编号')).toHaveValue('C10086');
    const password = field('密码') as HTMLInputElement;
    expect(password).toHaveValue('abc');
    await waitFor(() => expect(password).toHaveFocus());
    expect([password.selectionStart, password.selectionEnd]).toEqual([1, 2]);
    expect(api.calls.posts).toEqual([]);
  });

  it('leaves the caret alone when keys came into the dialog before it could place it', async () => {
    updateLoginDraft({ username: 'C', password: '', focus: 'username', selection: [1, 1] });
    // The next key lands in the dialog's own field before the frame after the swap.
    let typed = false;
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      const input = document.querySelector<HTMLInputElement>('.ant-modal input[id$="username"]');
      if (input?.value === 'C' && !typed) {
        typed = true;
        input.focus();
        fireEvent.change(input, { target: { value: 'C1' } });
        input.setSelectionRange(2, 2);
      }
      return window.setTimeout(() => callback(performance.now()), 0);
    });
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    const username = field('客户编号') as HTMLInputElement;
    await waitFor(() => expect(typed).toBe(true));
    expect([username.selectionStart, username.selectionEnd]).toEqual([2, 2]);
    frame.mockRestore();
  });

  it('submits, with its checks, when 登录 was pressed in the frame', async () => {
    updateLoginDraft({ username: 'C10086', password: '123456', submit: true });
    renderModal();
    await waitFor(() =>
      expect(api.calls.posts).toEqual([
        { path: '/api/cms/login', body: { username: 'C10086', password: '123456' } },
      ]),
    );
  });

  it('says what is missing when 登录 was pressed with a field empty', async () => {
    clearLoginDraft();
    updateLoginDraft({ username: 'C10086', submit: true });
    renderModal();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(api.calls.posts).toEqual([]);
  });
});
