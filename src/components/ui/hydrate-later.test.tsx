import { useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { HydrateLater } from './hydrate-later';

let log: string[] = [];

function Part({ name }: { name: string }) {
  useEffect(() => void log.push(`${name} hydrated`), [name]);
  return <p>{name}</p>;
}

/**
 * The layout: its effect runs once its own commit is done (after its children's), as
 * src/app/root-layout.tsx marks the page ready; it may press the later part's button, as the
 * replay of early presses does.
 */
function Layout({ press, children }: { press: boolean; children: ReactNode }) {
  useEffect(() => {
    log.push('layout committed');
    // After the effect, as root-layout.tsx replays: from inside it the press is lost.
    if (press) queueMicrotask(() => document.querySelector<HTMLButtonElement>('#later')?.click());
  }, [press]);
  return <main>{children}</main>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button id="later" type="button" onClick={() => setCount(count + 1)}>
      {`按了 ${count} 次`}
    </button>
  );
}

const page = (press: boolean) => (
  <Layout press={press}>
    <Part name="first screen" />
    <HydrateLater>
      <Part name="footer" />
      <Counter />
    </HydrateLater>
  </Layout>
);

function hydrateServerHtml(press: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(press));
  document.body.append(container);
  hydrateRoot(container, page(press));
  return container;
}

describe('HydrateLater', () => {
  afterEach(() => {
    log = [];
    document.body.innerHTML = '';
  });

  it('hydrates its content after the rest of the page has committed', async () => {
    hydrateServerHtml(false);
    await waitFor(() =>
      expect(log).toEqual(['first screen hydrated', 'layout committed', 'footer hydrated']),
    );
  });

  it('answers a press on its content made before its own pass, once', async () => {
    const container = hydrateServerHtml(true);
    await waitFor(() => expect(container.querySelector('#later')).toHaveTextContent(/^按了 1 次$/));
    expect(log.slice(0, 2)).toEqual(['first screen hydrated', 'layout committed']);
  });
});
