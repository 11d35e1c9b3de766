import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';

/**
 * A studio for one product: neutral room reflections, a key light with a soft contact shadow on a
 * light-grey floor, and a three-quarter camera. The render script and the 3D viewer both use it.
 */
export interface Stage {
  renderer: THREE.WebGLRenderer;
  scene: THREE.Scene;
  camera: THREE.PerspectiveCamera;
  /**
   * Puts an object on the floor and aims the camera; `span` (m) is the width the frame shows,
   * `view` the direction the camera looks from (default: three-quarter, front-right-above).
   * Returns the point the camera looks at (the viewer orbits about it).
   */
  show: (object: THREE.Object3D, span: number, view?: THREE.Vector3Like) => THREE.Vector3;
  render: () => void;
}

export function createStage(canvas: HTMLCanvasElement, width: number, height: number): Stage {
  const renderer = new THREE.WebGLRenderer({
    canvas,
    antialias: true,
    preserveDrawingBuffer: true,
  });
  renderer.setSize(width, height, false);
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = 1.05;

  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0xf3f5f8);
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;

  const key = new THREE.DirectionalLight(0xffffff, 1.6);
  key.position.set(2.5, 5, 3.5);
  key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048);
  key.shadow.radius = 6;
  key.shadow.camera.left = -4;
  key.shadow.camera.right = 4;
  key.shadow.camera.top = 4;
  key.shadow.camera.bottom = -4;
  scene.add(key, new THREE.HemisphereLight(0xffffff, 0xdde3ea, 0.5));

  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(40, 40),
    new THREE.ShadowMaterial({ opacity: 0.22 }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);

  const camera = new THREE.PerspectiveCamera(30, width / height, 0.05, 100);
  let current: THREE.Object3D | null = null;

  return {
    renderer,
    scene,
    camera,
    show(object, span, view = { x: 0.62, y: 0.42, z: 1 }) {
      if (current) scene.remove(current);
      current = object;
      scene.add(object);
      const box = boundsOf(object);
      const size = box.getSize(new THREE.Vector3());
      const centre = box.getCenter(new THREE.Vector3());
      // Fit `span` metres (or the object, if larger) across the frame, seen from front-right-above.
      const fit = Math.max(span, size.x * 1.1, size.y * 1.3 * camera.aspect);
      const distance =
        fit / (2 * Math.tan(THREE.MathUtils.degToRad(camera.fov / 2)) * camera.aspect);
      const direction = new THREE.Vector3(view.x, view.y, view.z).normalize();
      const target = new THREE.Vector3(
        centre.x,
        Math.max(box.min.y + size.y * 0.47, 0.2),
        centre.z,
      );
      camera.position.copy(target).addScaledVector(direction, distance * 1.05);
      camera.lookAt(target);
      camera.updateProjectionMatrix();
      return target;
    },
    render: () => renderer.render(scene, camera),
  };
}

/** What the camera frames: the object's meshes, not the contact shadow spread round its feet. */
function boundsOf(object: THREE.Object3D): THREE.Box3 {
  const bounds = new THREE.Box3();
  const part = new THREE.Box3();
  object.updateWorldMatrix(true, true);
  object.traverse((o) => {
    if (!(o instanceof THREE.Mesh) || o.name === 'contact-shadow') return;
    const geometry = o.geometry as THREE.BufferGeometry;
    if (!geometry.boundingBox) geometry.computeBoundingBox();
    bounds.union(part.copy(geometry.boundingBox!).applyMatrix4(o.matrixWorld));
  });
  return bounds;
}
