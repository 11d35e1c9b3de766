import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss } from './use-dismiss';

function Popover({ active, onDismiss }: { active: boolean; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, active, onDismiss);
  return (
    <div>
      <div ref={ref}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </div>
  );
}

describe('useDismiss', () => {
  it('dismisses on Escape and on a press outside, not inside', () => {
    const onDismiss = vi.fn();
    const { getByText } = render(<Popover active onDismiss={onDismiss} />);
    fireEvent.pointerDown(getByText('inside'));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(getByText('outside'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('listens only while active', () => {
    const onDismiss = vi.fn();
    const { getByText } = render(<Popover active={false} onDismiss={onDismiss} />);
    fireEvent.pointerDown(getByText('outside'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
