import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@/mocks/test-helpers';
import { renderApp } from '@/test/render';
import { useSession } from '@/lib/session/session';
import { RootLayout } from './root-layout';

// The login island held until the test lets it arrive.
const island = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive: () => arrive(), arrived };
});

vi.mock('./islands', async (importOriginal) => {
  const islands = await importOriginal<typeof import('./islands')>();
  const loadLoginModal = () =>
    island.arrived.then(() => ({
      default: function FakeLoginModal() {
        const { loginOpen } = useSession();
        return loginOpen ? <div role="dialog" aria-label="登录" /> : null;
      },
    }));
  return { ...islands, loadLoginModal, warmLoginModal: () => void loadLoginModal() };
});

setupMockApi();

describe('the login dialog while its island loads', () => {
  it('answers 登录/注册 at once with the frame, closes on Escape, gives way to the dialog', async () => {
    renderApp(<RootLayout />, { url: '/home', children: [{ path: '*', element: <main /> }] });
    const open = () => fireEvent.click(screen.getAllByRole('button', { name: '登录/注册' })[0]!);

    // Awaited: the island suspends (retryableLazy's use()), and an act must wait that out.
    await act(async () => open());
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
    await act(async () => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByText('正在加载…')).toBeNull();

    await act(async () => open());
    expect(screen.getByText('正在加载…')).toBeInTheDocument();
    await act(async () => island.arrive());
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByText('正在加载…')).toBeNull();
  });
});
