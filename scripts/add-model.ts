// `npm run add-model -- CC-LG-8D`: after a model's record is in its series file
// (src/content/catalogue/<series>.ts), makes everything generated from it, in order: the model
// count the copy states, its rendered views and the image index, then `npm run documents` (the
// DXFs, a production build, the spec sheets, 产品手册 and 画册). Every generator is deterministic
// and writes a file only when its bytes change, so what changes is the model's own files and the
// files that list it (docs/documents.md, "Deterministic"); the end lists them.
import { spawnSync } from 'node:child_process';
import { findModel } from '../src/content/catalogue';

const [number, ...rest] = process.argv.slice(2);
const model = number && rest.length === 0 ? findModel(number) : undefined;
if (!model) {
  console.error(
    number
      ? `${number} is not in the catalogue: add its record to src/content/catalogue/<series>.ts first.`
      : 'usage: npm run add-model -- <model number>, e.g. npm run add-model -- CC-LG-8D',
  );
  process.exit(1);
}

function run(what: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n== ${what} ==`);
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (status !== 0) {
    console.error(`${what} failed (exit ${status}): nothing after it ran.`);
    process.exit(status ?? 1);
  }
}

run(`${model.model}'s views and the image index`, 'npm', ['run', 'renders'], {
  RENDER_ONLY: model.model,
});
run('the model count, DXFs, build and PDFs', 'npm', ['run', 'documents']);
run('what changed', 'git', ['status', '--short', '--untracked-files=all']);
