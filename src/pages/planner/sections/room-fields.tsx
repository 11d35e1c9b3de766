import { useState } from 'react';
import { isRoomSize, LAYOUT_LIMITS } from '@/contract';
import { planActions } from '@/features/planner/plan-store';
import styles from '../planner-page.module.less';

const ROOM_MESSAGE = `请输入 ${LAYOUT_LIMITS.minRoomMm} 至 ${LAYOUT_LIMITS.maxRoomMm} 的整数（mm）`;
const parse = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** One room side: the typed text stays as typed; a valid value resizes the room at once. */
function RoomSide({
  label,
  value,
  onValid,
}: {
  label: string;
  value: number;
  onValid: (mm: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The room changed elsewhere (a shared link, another tab): show it, unless the text says so.
  if (shown !== value) {
    setShown(value);
    if (parse(text) !== value) setText(String(value));
  }
  const valid = isRoomSize(parse(text));
  const id = `room-${label}`;
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={LAYOUT_LIMITS.minRoomMm}
        max={LAYOUT_LIMITS.maxRoomMm}
        step={100}
        value={text}
        aria-invalid={!valid}
        aria-describedby={id}
        onChange={(event) => {
          setText(event.target.value);
          const mm = parse(event.target.value);
          if (isRoomSize(mm)) onValid(mm);
        }}
      />
      <small id={id} className={valid ? styles.hint : styles.error}>
        {valid ? `${LAYOUT_LIMITS.minRoomMm}–${LAYOUT_LIMITS.maxRoomMm} mm` : ROOM_MESSAGE}
      </small>
    </label>
  );
}

export function RoomFields({ room }: { room: { width: number; depth: number } }) {
  return (
    <div className={styles.room}>
      <RoomSide
        label="房间宽度（mm）"
        value={room.width}
        onValid={(width) => planActions.setRoom({ ...room, width })}
      />
      <RoomSide
        label="房间进深（mm）"
        value={room.depth}
        onValid={(depth) => planActions.setRoom({ ...room, depth })}
      />
    </div>
  );
}
