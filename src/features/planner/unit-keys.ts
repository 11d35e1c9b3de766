/** What a key does to the focused unit (UI contract): move, turn, remove, or nothing. */
export type UnitKeyAction =
  { kind: 'move'; dx: number; dy: number } | { kind: 'turn' } | { kind: 'remove' } | null;

const STEP_MM = 100;
const FINE_STEP_MM = 10;

export function unitKeyAction(key: string, shift: boolean): UnitKeyAction {
  const step = shift ? FINE_STEP_MM : STEP_MM;
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'move', dx: -step, dy: 0 };
    case 'ArrowRight':
      return { kind: 'move', dx: step, dy: 0 };
    case 'ArrowUp':
      return { kind: 'move', dx: 0, dy: -step };
    case 'ArrowDown':
      return { kind: 'move', dx: 0, dy: step };
    case 'r':
    case 'R':
      return { kind: 'turn' };
    case 'Delete':
    case 'Backspace':
      return { kind: 'remove' };
    default:
      return null;
  }
}

export const UNIT_KEYS_HINT =
  '选中设备后：方向键移动 100 mm，Shift + 方向键移动 10 mm，R 旋转 90°，Delete 删除';
