import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { RouteError } from './route-error';

const titleFor = (error: unknown) => {
  const { unmount } = renderWithRouter(<RouteError error={error} />, { url: '/home' });
  const title = screen.getByRole('heading', { level: 1 }).textContent;
  unmount();
  return title;
};

describe('the page that failed to load or render', () => {
  it('calls a file that did not arrive a failed load, whichever file and browser', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/a.js', // Chromium
      'Importing a module script failed.', // Safari
      'error loading dynamically imported module: http://x/assets/a.js', // Firefox
      'Unable to preload CSS for /assets/a.css', // Vite's loader, the chunk's CSS
    ])
      expect(titleFor(new TypeError(message)), message).toBe('页面加载失败');
  });

  it('calls anything else an error, and offers a reload and the home page either way', () => {
    expect(titleFor(new Error('Cannot read properties of undefined'))).toBe('页面出错了');
    renderWithRouter(<RouteError error={null} />, { url: '/home' });
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });
});
