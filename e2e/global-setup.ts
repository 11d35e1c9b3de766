import { clearProductionBuild } from './shared-production-build';

/** Every run starts without a production build left by an earlier one. */
export default function globalSetup() {
  clearProductionBuild();
}
