import { clearProductionBuild } from './shared-production-build';

/** ESLint (`npm run lint`) would lint a left-over build. */
export default function globalTeardown() {
  clearProductionBuild();
}
