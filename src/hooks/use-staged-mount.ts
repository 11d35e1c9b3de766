import { startTransition, useEffect, useState } from 'react';

/**
 * 1 on the first render, then one more per task up to `stages`, each after the previous stage has
 * committed. A component that shows its parts by stage splits one large commit into several small
 * tasks: an antd form's fields each register, measure and start timers when they mount, and eight
 * of them at once were a long task on a phone.
 */
export function useStagedMount(stages: number): number {
  const [stage, setStage] = useState(1);
  useEffect(() => {
    if (stage >= stages) return;
    // Stages are chained (not all timers at once): React would batch transitions that are pending
    // together into one render.
    const id = setTimeout(() => startTransition(() => setStage(stage + 1)), 0);
    return () => clearTimeout(id);
  }, [stage, stages]);
  return stage;
}
