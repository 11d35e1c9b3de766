import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@/mocks/test-helpers';
import { renderApp } from '@/test/render';
import { readLoginDraft, takeLoginDraft } from '@/lib/session/login-draft';
import { useSession } from '@/lib/session/session';
import { RootLayout } from '../root-layout';
import { loadLayoutParts } from '../page-data';

// The login island held until the test lets it arrive; it shows what the frame handed over.
const island = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive: () => arrive(), arrived };
});

vi.mock('../islands', async (importOriginal) => {
  let handed: ReturnType<typeof takeLoginDraft> | undefined;
  const islands = await importOriginal<typeof import('../islands')>();
  const loadLoginModal = () =>
    island.arrived.then(() => ({
      default: function FakeLoginModal() {
        const { loginOpen } = useSession();
        // Taken once, however often React renders this.
        handed ??= takeLoginDraft();
        const draft = handed;
        return loginOpen ? (
          <div role="dialog" aria-label="登录">
            {`交接：${draft?.username ?? ''}/${draft?.password ?? ''}/${draft?.submit ? '提交' : ''}`}
          </div>
        ) : null;
      },
    }));
  return { ...islands, loadLoginModal, warmLoginModal: () => void loadLoginModal() };
});

setupMockApi();

const open = () => fireEvent.click(screen.getAllByRole('button', { name: '登录/注册' })[0]!);

// The app loads the layout's later parts (the footer) before a fresh render (src/app/router.tsx).
beforeAll(() => loadLayoutParts());

describe('the login frame while the dialog’s island loads', () => {
  it('answers 登录/注册 at once with fields to type into, and hands them over after any IME', async () => {
    renderApp(<RootLayout />, { url: '/home', children: [{ path: '*', element: <main /> }] });
    const user = userEvent.setup();

    // Awaited: the island suspends (retryableLazy's use()), and an act must wait that out.
    await act(async () => open());
    const frame = screen.getByRole('dialog', { name: '密码登录' });
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
    const username = screen.getByLabelText('客户编号');
    expect(username).toHaveFocus();

    // Escape closes it and drops what was typed.
    await user.type(username, 'C1');
    await act(async () => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(frame).not.toBeInTheDocument();
    expect(readLoginDraft().username).toBe('');

    await act(async () => open());
    await user.type(screen.getByLabelText('客户编号'), 'C10086');
    await user.type(screen.getByLabelText('密码'), 'demo123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(readLoginDraft()).toMatchObject({ focus: 'password', selection: [7, 7] });

    // An input method composing when the island comes holds the swap until it commits.
    const field = screen.getByLabelText('客户编号');
    fireEvent.compositionStart(field);
    await act(async () => island.arrive());
    expect(screen.getByRole('dialog', { name: '密码登录' })).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'C10086澄川' } });
    await act(async () => void fireEvent.compositionEnd(field));
    expect(await screen.findByRole('dialog', { name: '登录' })).toHaveTextContent(
      '交接：C10086澄川/demo123/提交',
    );
    expect(screen.queryByText('正在加载…')).toBeNull();
  });
});
