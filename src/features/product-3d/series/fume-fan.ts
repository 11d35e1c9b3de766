import * as THREE from 'three';
import { tag } from '../kit/parts';
import type { Materials } from '../kit/materials';
import { label } from '../kit/plates';
import { box, cylinder } from '../shapes';

/**
 * The centrifugal fan at the outlet end of an electrostatic unit: a spiral scroll casing (seen
 * face on, its outlet rising to the duct flange), the direct-drive motor on its front with
 * cooling fins and terminal box, on a steel base frame. Centre of the scroll at x, y; `r` its
 * smallest radius, `depth` its width front to back; the outlet ends at `top`.
 */
export function fanHousing(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  r: number,
  depth: number,
  top: number,
) {
  const fan = tag(new THREE.Group(), 'fan-housing');
  const grow = 0.42;
  const scroll = new THREE.Mesh(scrollGeometry(r, grow, depth - 0.02), m.brushed);
  scroll.position.set(x, y, 0);
  scroll.castShadow = true;
  // The outlet rising from the scroll's widest point to the flange at `top`.
  fan.add(scroll, box(r * grow, top - y, depth - 0.02, m.brushed, x + r * (1 + grow / 2), y, 0));
  // The motor, direct on the shaft: finned body, end cap, terminal box.
  const mr = r * 0.55;
  const ml = Math.min(0.24, r * 1.3);
  const motorPaint = new THREE.MeshPhysicalMaterial({
    color: 0x3e5670,
    roughness: 0.4,
    clearcoat: 0.5,
  });
  const motor = new THREE.Group();
  motor.add(cylinder(mr, ml, motorPaint, 0, 0, 0));
  for (let k = 1; k < 6; k += 1)
    motor.add(cylinder(mr * 1.07, 0.006, motorPaint, 0, (ml * k) / 6, 0));
  motor.add(cylinder(mr * 0.8, 0.03, m.dark, 0, ml, 0));
  motor.add(box(mr * 0.7, mr * 0.5, ml * 0.45, motorPaint, 0, ml * 0.3, 0).translateZ(-mr));
  motor.rotation.x = Math.PI / 2;
  motor.position.set(x, y, depth / 2);
  fan.add(motor);
  fan.add(
    label(
      mr * 1.2,
      mr * 0.3,
      { lines: ['风机 380V'], background: '#e6e9ed', color: '#1d2630' },
      x,
      y - mr - 0.035,
      depth / 2 + 0.011,
    ),
  );
  // Base frame under the scroll.
  fan.add(box(r * 2.6, 0.04, depth * 0.9, m.dark, x, 0, 0));
  for (const sx of [-1, 1])
    fan.add(box(0.04, y - r * 1.1, depth * 0.8, m.dark, x + sx * r * 0.8, 0.04, 0));
  g.add(fan);
  return fan;
}

/**
 * The spiral casing: its radius growing from r to r × (1 + grow) round one turn, `depth` deep
 * along z: two side plates (fans from the centre, the spiral being star-shaped about it) and the
 * wrap between them. Built by hand: three's ExtrudeGeometry would add its shape code to the viewer.
 */
function scrollGeometry(r: number, grow: number, depth: number): THREE.BufferGeometry {
  const n = 48;
  const rim = Array.from({ length: n + 1 }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const radius = r * (1 + (grow * i) / n);
    return [Math.cos(a) * radius, Math.sin(a) * radius] as const;
  });
  const z = depth / 2;
  const v: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const [x0, y0] = rim[i]!;
    const [x1, y1] = rim[i + 1]!;
    v.push(0, 0, z, x0, y0, z, x1, y1, z);
    v.push(0, 0, -z, x1, y1, -z, x0, y0, -z);
    v.push(x0, y0, z, x0, y0, -z, x1, y1, -z, x0, y0, z, x1, y1, -z, x1, y1, z);
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(v, 3));
  geometry.computeVertexNormals();
  return geometry;
}
