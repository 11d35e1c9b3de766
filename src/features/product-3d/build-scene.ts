import * as THREE from 'three';
import type { CaseSector } from '@/content/case-summaries';
import type { CatalogueModel } from '@/content/catalogue/types';
import { buildMachine, type MachineName } from './build-machine';
import { factoryHall } from './factory-hall';
import { lineUp } from './line-up';
import { age, clutter, roomLook, type RoomLook } from './scene-dressing';
import { deliverySigns } from './scene-signs';
import { materials } from './kit/materials';

/**
 * A scene (src/content/kitchen-scenes.ts lists them): catalogue models at their true sizes, backs
 * against the wall, in the order the kitchen runs them; a canopy hood over a hot line; or the
 * factory's test bay. Built by the render script only.
 */
const GAP = 0.04;
const WALL_HEIGHT = 2.7;

export interface SceneSetting {
  /** A stainless canopy hood over the line (a hot kitchen). */
  hood: boolean;
  /** A kitchen (tiled wall, quarry-tile floor) or the factory's test bay (steel panels, epoxy floor, a tower lamp per unit). */
  room: 'kitchen' | 'factory' | 'outdoor';
  /** A production machine of the factory (its assembly line carries `models`) instead of a line-up. */
  machine?: MachineName;
  /** The case's sector: its room's colours (a hotel's dark hot kitchen, a hospital's blue band). */
  sector?: CaseSector;
  /** The kitchen before the refit: dull, stained equipment, yellowed tiles, clutter. */
  worn?: boolean;
  /** A case's delivered list, one sign per unit in order (`保温台 ×6`): zone signs over the line. */
  signs?: string[];
}

/**
 * How the render script draws a factory scene (on the scene's `userData.look`): the camera's
 * direction and zoom, the exposure, the key light's strength, the ambient occlusion's weight,
 * and the hall, added round the scene after the camera has framed it.
 */
export interface FactoryLook {
  view: THREE.Vector3Like;
  zoom: number;
  exposure: number;
  key: number;
  ao: number;
  backdrop: THREE.Object3D;
}

export function buildScene(models: CatalogueModel[], setting: SceneSetting): THREE.Group {
  if (setting.machine)
    return machineScene(buildMachine(setting.machine, models), setting.room === 'factory');
  const scene = new THREE.Group();
  const { units, total } = lineUp(models, GAP);
  const deepest = Math.max(...models.map((m) => m.dimensionsMm.depth / 1000));
  for (const { model, object } of units) {
    object.position.z = model.dimensionsMm.depth / 2000;
    if (setting.worn) age(object);
    scene.add(object);
  }

  const wallWidth = total + 0.4;
  if (setting.room === 'kitchen') {
    scene.add(kitchenRoom(wallWidth, roomLook(setting.sector, setting.worn === true)));
    if (setting.worn) scene.add(clutter(wallWidth, deepest));
  } else {
    scene.add(...units.map(({ model, left, width }) => towerLampAt(model, left + width)));
    inHall(
      scene,
      { width: wallWidth, height: WALL_HEIGHT, depth: deepest + 0.6 },
      {
        view: SCENE_VIEW,
        zoom: SCENE_ZOOM,
      },
    );
  }

  let hoodSpan: { from: number; to: number; front: number } | null = null;
  if (setting.hood) {
    // A stainless canopy hood over the hot units (the whole line if none is a stove), as deep as
    // the deepest unit plus its overhang.
    const hot = units.filter(({ model }) => model.ctype === 'shangyongzaotai');
    const under = hot.length > 0 ? hot : units;
    const first = under[0]!;
    const last = under[under.length - 1]!;
    const from = first.left - 0.1;
    const to = last.left + last.width + 0.1;
    const steel = materials().steel;
    const hood = new THREE.Mesh(new THREE.BoxGeometry(to - from, 0.45, deepest + 0.25), steel);
    hood.position.set((from + to) / 2, 2.05 + 0.225, (deepest + 0.25) / 2);
    hood.castShadow = true;
    scene.add(hood);
    const duct = new THREE.Mesh(new THREE.BoxGeometry(0.5, 0.4, 0.4), steel);
    duct.position.set((from + to) / 2, 2.5 + 0.2, 0.3);
    scene.add(duct);
    if (setting.worn) [hood, duct].forEach(age);
    hoodSpan = { from, to, front: deepest + 0.25 };
  }
  const signs = deliverySigns(units, setting.signs ?? [], hoodSpan);
  if (signs.length > 0) scene.add(...signs);
  return scene;
}

/** A white tiled wall with grout lines and a grey quarry-tile floor. */
function kitchenRoom(wallWidth: number, look: RoomLook): THREE.Group {
  const room = new THREE.Group();
  room.add(
    backWall(wallWidth, new THREE.MeshStandardMaterial({ color: look.wall, roughness: 0.35 })),
  );
  if (look.band !== undefined) {
    const band = new THREE.Mesh(
      new THREE.BoxGeometry(wallWidth, 0.3, 0.004),
      new THREE.MeshStandardMaterial({ color: look.band, roughness: 0.35 }),
    );
    band.position.set(0, 1.95, 0.002);
    room.add(band);
  }
  const grout = new THREE.MeshStandardMaterial({ color: look.grout, roughness: 0.6 });
  for (let y = 0.3; y < WALL_HEIGHT; y += 0.3) {
    const line = new THREE.Mesh(new THREE.BoxGeometry(wallWidth, 0.006, 0.002), grout);
    line.position.set(0, y, 0.001);
    room.add(line);
  }
  for (let gx = -wallWidth / 2 + 0.3; gx < wallWidth / 2; gx += 0.3) {
    const line = new THREE.Mesh(new THREE.BoxGeometry(0.006, WALL_HEIGHT, 0.002), grout);
    line.position.set(gx, WALL_HEIGHT / 2, 0.001);
    room.add(line);
  }
  room.add(floor(wallWidth, look.floor));
  return room;
}

/** What the camera frames (its meshes are never drawn): the bay the hall is built round. */
function frameBox(width: number, height: number, depth: number): THREE.Mesh {
  const frame = new THREE.Mesh(new THREE.BoxGeometry(width, height, depth));
  frame.position.set(0, height / 2, depth / 2);
  frame.visible = false;
  frame.name = 'frame';
  return frame;
}

/**
 * A scene in the production hall: a frame of `bay` for the camera, and the hall (epoxy floor,
 * panelled wall, aisle lines in front of the bay, a column either side) for the render script.
 */
function inHall(
  scene: THREE.Group,
  bay: { width: number; height: number; depth: number },
  framing: { view: THREE.Vector3Like; zoom: number },
) {
  scene.add(frameBox(bay.width, bay.height, bay.depth));
  const look: FactoryLook = {
    ...framing,
    exposure: 0.86,
    key: 1.25,
    ao: 0.9,
    backdrop: factoryHall({
      aisle: bay.depth + 0.1,
      columns: [-bay.width / 2 - 1.1, bay.width / 2 + 1.1],
    }),
  };
  scene.userData.look = look;
}

/** A machine in the factory's hall (the bay sized to it), or in the open. */
function machineScene(machine: THREE.Group, inBay: boolean): THREE.Group {
  const bounds = new THREE.Box3();
  machine.updateWorldMatrix(true, true);
  machine.traverse((o) => {
    if (o instanceof THREE.Mesh && o.name !== 'contact-shadow') bounds.expandByObject(o, false);
  });
  machine.position.x = -(bounds.min.x + bounds.max.x) / 2;
  const scene = new THREE.Group();
  scene.add(machine);
  const framing = {
    view: (machine.userData.view as THREE.Vector3Like | undefined) ?? SCENE_VIEW,
    zoom: (machine.userData.zoom as number | undefined) ?? SCENE_ZOOM,
  };
  if (inBay)
    inHall(
      scene,
      {
        width: bounds.max.x - bounds.min.x + 0.4,
        height: Math.max(bounds.max.y, WALL_HEIGHT),
        depth: bounds.max.z + 0.2,
      },
      framing,
    );
  else {
    const look: FactoryLook = {
      ...framing,
      exposure: 0.95,
      key: 1.5,
      ao: 0.8,
      backdrop: new THREE.Group(),
    };
    scene.userData.look = look;
  }
  return scene;
}

/** A tower lamp showing green (passed) on the back right corner of a unit whose right edge is at `right`. */
function towerLampAt(model: CatalogueModel, right: number): THREE.Group {
  const lamp = new THREE.Group();
  const top = model.dimensionsMm.height / 1000;
  const stem = new THREE.Mesh(
    new THREE.CylinderGeometry(0.008, 0.008, 0.18),
    new THREE.MeshStandardMaterial({ color: 0x5b6470, roughness: 0.5 }),
  );
  stem.position.set(0, top + 0.09, 0);
  const light = new THREE.Mesh(
    new THREE.CylinderGeometry(0.035, 0.035, 0.1, 20),
    new THREE.MeshStandardMaterial({ color: 0x16a34a, emissive: 0x22c55e, emissiveIntensity: 1.2 }),
  );
  light.position.set(0, top + 0.2, 0);
  lamp.add(stem, light);
  lamp.position.set(right - 0.08, 0, 0.08);
  return lamp;
}

/** The wall the units stand against, its face at z = 0. */
function backWall(width: number, material: THREE.Material): THREE.Mesh {
  const wall = new THREE.Mesh(new THREE.BoxGeometry(width, WALL_HEIGHT, 0.04), material);
  wall.position.set(0, WALL_HEIGHT / 2, -0.02);
  wall.receiveShadow = true;
  return wall;
}

function floor(width: number, color: number, depth = 1.4): THREE.Mesh {
  const mesh = new THREE.Mesh(
    new THREE.PlaneGeometry(width, Math.max(depth, 1.4)),
    new THREE.MeshStandardMaterial({ color, roughness: 0.8 }),
  );
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.set(0, 0.001, Math.max(depth, 1.4) / 2);
  mesh.receiveShadow = true;
  return mesh;
}

/** Scenes are seen nearly from the front, a little from the right and above, framed close. */
const SCENE_VIEW = { x: 0.32, y: 0.3, z: 1 };
/** Where the camera looks from: higher up for an outdoor scene (a bird's-eye view). */
export const sceneView = (setting: SceneSetting) =>
  setting.room === 'outdoor' ? { x: 0.3, y: 0.75, z: 1 } : SCENE_VIEW;
export const SCENE_ZOOM = 1.08;
