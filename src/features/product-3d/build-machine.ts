import type * as THREE from 'three';
import type { CatalogueModel } from '@/content/catalogue/types';
import { buildCampus } from './build-campus';
import { paints, type Paints } from './factory-paints';
import { assemblyLine } from './machines/assembly';
import { foamingStation } from './machines/foaming';
import { laserCutter } from './machines/laser';
import { pressBrake } from './machines/press-brake';
import { weldingCell } from './machines/welding';

/**
 * The production machines of the /factory steps, at their real sizes (metres, standing on y = 0,
 * backs towards the wall at z = 0), for the render script's factory scenes: built of the parts
 * such machines are made of, in industrial enamel, stainless and glass (./machines). Not
 * catalogue products, and never loaded by the 3D viewer. Each machine's group may carry the
 * camera's direction (`userData.view`) and zoom (`userData.zoom`) that show it best.
 */
export type MachineName = 'laser' | 'press-brake' | 'welding' | 'foaming' | 'assembly' | 'campus';

const MACHINES: Record<MachineName, (p: Paints, models: CatalogueModel[]) => THREE.Group> = {
  laser: laserCutter,
  'press-brake': pressBrake,
  welding: weldingCell,
  foaming: foamingStation,
  assembly: assemblyLine,
  campus: () => {
    const campus = buildCampus();
    campus.userData.view = { x: 0.3, y: 0.75, z: 1 };
    return campus;
  },
};

/** `name`'s machine; the assembly line carries `models`. */
export function buildMachine(name: MachineName, models: CatalogueModel[]): THREE.Group {
  return MACHINES[name](paints(), models);
}
