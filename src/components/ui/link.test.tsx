import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { Link } from './link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Site({ onClick }: { onClick?: (event: React.MouseEvent) => void }) {
  return useRoutes([
    {
      path: '*',
      element: (
        <>
          <Link to="/product?ctype=lenggui" className="card" onClick={onClick}>
            冷柜
          </Link>
          <Link to="/download" target="_blank">
            资料下载
          </Link>
          <Where />
        </>
      ),
    },
  ]);
}

const at = (url: string, onClick?: (event: React.MouseEvent) => void) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Site onClick={onClick} />
    </MemoryRouter>,
  );

it('is a plain link with its href and attributes', () => {
  at('/home');
  const link = screen.getByRole('link', { name: '冷柜' });
  expect(link).toHaveAttribute('href', '/product?ctype=lenggui');
  expect(link).toHaveClass('card');
});

it('goes there through the router on a plain click', () => {
  at('/home');
  const link = screen.getByRole('link', { name: '冷柜' });
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  fireEvent(link, click);
  expect(click.defaultPrevented).toBe(true);
  expect(screen.getByTestId('where')).toHaveTextContent('/product?ctype=lenggui');
});

it('leaves a click with a modifier key, or on a new-tab link, to the browser', () => {
  at('/home');
  const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
  fireEvent(screen.getByRole('link', { name: '冷柜' }), withCtrl);
  expect(withCtrl.defaultPrevented).toBe(false);
  const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  fireEvent(screen.getByRole('link', { name: '资料下载' }), newTab);
  expect(newTab.defaultPrevented).toBe(false);
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/home$/);
});

it('runs its own onClick first, which can keep the router out', () => {
  const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
  at('/home', onClick);
  fireEvent.click(screen.getByRole('link', { name: '冷柜' }));
  expect(onClick).toHaveBeenCalledOnce();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/home$/);
});
