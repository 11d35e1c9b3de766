import * as THREE from 'three';
import { contactShadowTexture } from './textures';

/**
 * The soft dark patch where a unit meets the floor (ambient occlusion the key light's shadow
 * misses): a blurred rectangle a little larger than the footprint, laid just above y = 0.
 */
export function contactShadow(w: number, d: number, strength = 0.55): THREE.Mesh | null {
  const map = contactShadowTexture();
  if (!map) return null;
  const mesh = new THREE.Mesh(
    new THREE.PlaneGeometry(w * 1.68, d * 1.68),
    new THREE.MeshBasicMaterial({
      map,
      transparent: true,
      opacity: strength,
      depthWrite: false,
      color: 0x000000,
    }),
  );
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.y = 0.0015;
  mesh.renderOrder = -1;
  mesh.name = 'contact-shadow';
  return mesh;
}
