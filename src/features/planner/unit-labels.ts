/** Each unit's name on the plan: its model number, and `#2`, `#3`… for further units of a model. */
export function unitLabels(items: readonly { model: string }[]): string[] {
  const seen = new Map<string, number>();
  return items.map(({ model }) => {
    const count = (seen.get(model) ?? 0) + 1;
    seen.set(model, count);
    return count === 1 ? model : `${model} #${count}`;
  });
}
