import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@/mocks/test-helpers';
import { renderApp } from '@/test/render';
import { takeLoginDraft } from '@/lib/session/login-draft';
import { useSession } from '@/lib/session/session';
import { RootLayout } from '../root-layout';
import { loadLayoutParts } from '../page-data';

// Counts the island's loads; it arrives when the test lets it, and shows what the frame handed over.
const island = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { loads: 0, arrive: () => arrive(), arrived };
});

vi.mock('../islands', async (importOriginal) => {
  const islands = await importOriginal<typeof import('../islands')>();
  let handed: ReturnType<typeof takeLoginDraft> | undefined;
  const loadLoginModal = () => {
    island.loads += 1;
    return island.arrived.then(() => ({
      default: function FakeLoginModal() {
        const { loginOpen } = useSession();
        handed ??= takeLoginDraft();
        return loginOpen ? (
          <div role="dialog" aria-label="登录">{`交接：${handed?.username ?? ''}`}</div>
        ) : null;
      },
    }));
  };
  return { ...islands, loadLoginModal, warmLoginModal: () => void loadLoginModal() };
});

setupMockApi();
beforeAll(() => loadLayoutParts());

/** A page that asks for login by itself as it opens, as /ucenter does without a token. */
function AsksForLogin() {
  const { promptLogin } = useSession();
  useEffect(() => promptLogin(), [promptLogin]);
  return <main />;
}

describe('the login dialog a page opens by itself', () => {
  it('is the plain frame until the visitor types; then the island loads and takes it over', async () => {
    // Awaited: the held island suspends (retryableLazy's use()), and an act must wait that out.
    await act(async () => {
      renderApp(<RootLayout />, {
        url: '/ucenter',
        children: [{ path: '*', element: <AsksForLogin /> }],
      });
    });
    const user = userEvent.setup();

    const username = await screen.findByLabelText('客户编号');
    expect(screen.getByRole('dialog', { name: '密码登录' })).toBeInTheDocument();
    // Nothing loads and nothing says it does while the visitor only reads.
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText('正在加载…')).toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(island.loads).toBe(0);

    // The first key asks for the island; the frame keeps what is typed until it comes.
    await user.type(username, 'C10086');
    expect(island.loads).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
    await act(async () => island.arrive());
    expect(await screen.findByRole('dialog', { name: '登录' })).toHaveTextContent('交接：C10086');
  });
});
