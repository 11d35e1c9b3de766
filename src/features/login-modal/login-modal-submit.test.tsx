import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/auth/token';
import { click, dialog, field, renderModal, setupLoginApi, title, type } from '@/test/login-modal';

vi.mock('@/config/env', () => import('@/test/env-home-ucenter'));

const api = setupLoginApi();

describe('LoginModal submit', () => {
  it('password login: stores the token, says 登录成功！ and goes to the configured home URL', async () => {
    const router = renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    type('客户编号', ' C10086 ');
    type('密码', '123456');
    click('登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ucenter'));
    expect(api.calls.posts).toEqual([
      { path: '/api/cms/login', body: { username: 'C10086', password: '123456' } },
    ]);
    expect(getToken()).toBe('tok-ok');
    expect(await screen.findByText('登录成功！')).toBeInTheDocument();
  });

  it('a refused login toasts the msg (or 登录失败！), re-enables the button and keeps the values', async () => {
    api.loginAnswer = () => ({ code: 500, msg: '客户编号或密码错误' });
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    type('客户编号', 'C10086');
    type('密码', 'wrong');
    click('登录');
    expect(await screen.findByText('客户编号或密码错误')).toBeInTheDocument();
    api.loginAnswer = () => ({ code: 500 });
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: '登录' })).toBeEnabled(),
    );
    click('登录');
    expect(await screen.findByText('登录失败！')).toBeInTheDocument();
    expect(field('客户编号')).toHaveValue('C10086');
    expect(field('密码')).toHaveValue('wrong');
    expect(getToken()).toBeNull();
  });

  it('sends one request for a double click on submit', async () => {
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    type('客户编号', 'C10086');
    type('密码', '123456');
    click('登录');
    click('登录');
    await waitFor(() => expect(getToken()).toBe('tok-ok'));
    expect(api.calls.posts).toHaveLength(1);
  });

  it('phone login: sends to loginCode and posts phoneNumber, code and uuid = the send answer data', async () => {
    api.smsAnswer = () => ({ code: 200, msg: '发送成功', data: 'uuid-of-login-answer-7f3a' });
    const router = renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    click('切换登录方式');
    expect(title()).toHaveTextContent('手机免密登录');
    type('手机号', '13912345678');
    click('获取验证码');
    expect(await screen.findByText('发送成功！')).toBeInTheDocument();
    expect(api.calls.sms).toEqual([{ path: 'loginCode', phoneNumber: '13912345678' }]);
    type('验证码', ' 654321 ');
    click('登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ucenter'));
    expect(api.calls.posts).toEqual([
      {
        path: '/api/sms/login',
        body: { phoneNumber: '13912345678', code: '654321', uuid: 'uuid-of-login-answer-7f3a' },
      },
    ]);
    expect(getToken()).toBe('tok-ok');
    expect(await screen.findByText('登录成功！')).toBeInTheDocument();
  });

  it('register: sends to registerCode and posts companyName, checked, code and uuid = the send answer data', async () => {
    api.smsAnswer = (kind) =>
      kind === 'registerCode'
        ? { code: 200, msg: '发送成功', data: 'uuid-of-register-answer-42' }
        : { code: 500, msg: '发错了接口' };
    const router = renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    click('首次使用？点击注册');
    expect(title()).toHaveTextContent('用户注册');
    type('公司名称', ' 佛山澄川餐饮管理有限公司 ');
    type('手机号', '13700001111');
    click('获取验证码');
    expect(await screen.findByText('发送成功！')).toBeInTheDocument();
    expect(api.calls.sms).toEqual([{ path: 'registerCode', phoneNumber: '13700001111' }]);
    type('验证码', '246810');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '我已阅读并同意' }));
    click('注册');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ucenter'));
    expect(api.calls.posts).toEqual([
      {
        path: '/api/cms/register',
        body: {
          phoneNumber: '13700001111',
          code: '246810',
          companyName: '佛山澄川餐饮管理有限公司',
          checked: true,
          uuid: 'uuid-of-register-answer-42',
        },
      },
    ]);
    expect(getToken()).toBe('tok-ok');
  });

  it('register without ticking the agreement shows 请勾选同意以下条款 and posts nothing', async () => {
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    click('首次使用？点击注册');
    type('公司名称', '澄川');
    type('手机号', '13700001111');
    click('获取验证码');
    await waitFor(() => expect(api.calls.sms).toHaveLength(1));
    type('验证码', '246810');
    click('注册');
    expect(await within(dialog()).findByText('请勾选同意以下条款')).toBeInTheDocument();
    expect(api.calls.posts).toHaveLength(0);
  });

  it('submit shows loading until the answer, and a click meanwhile sends nothing', async () => {
    let release!: () => void;
    api.loginGate = new Promise((resolve) => {
      release = resolve;
    });
    api.loginAnswer = () => ({ code: 500, msg: '客户编号或密码错误' });
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    const submit = dialog().querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit).toHaveTextContent('登录');
    expect(submit).not.toHaveClass('ant-btn-loading');
    type('客户编号', 'C10086');
    type('密码', '123456');
    fireEvent.click(submit);
    await waitFor(() => expect(api.calls.posts).toHaveLength(1));
    await waitFor(() => expect(submit).toHaveClass('ant-btn-loading'));
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    release();
    expect(await screen.findByText('客户编号或密码错误')).toBeInTheDocument();
    await waitFor(() => expect(submit).not.toHaveClass('ant-btn-loading'));
    expect(api.calls.posts).toHaveLength(1);
  });
});
