import { screen, waitFor } from '@testing-library/react';
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
