import type { PlanLayout } from '@/contract';
import { site } from '@/config/site';
import { modelSize } from './model-size';

/** Offers a file to save, as a download with this name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const today = () => new Date().toISOString().slice(0, 10);
const roomText = ({ room }: PlanLayout) => `${room.width} × ${room.depth} mm`;

/** 导出 DXF: the room and units at 1:1 in mm; the DXF writer loads on the first export only. */
export async function exportPlanDxf(layout: PlanLayout) {
  const [{ writeDxf }, { planCadDrawing }] = await Promise.all([
    import('@/lib/cad/dxf'),
    import('./plan-dxf'),
  ]);
  const text = writeDxf(planCadDrawing(layout, modelSize));
  saveFile(
    new Blob([text], { type: 'application/dxf' }),
    `厨房布局-${layout.room.width}x${layout.room.depth}.dxf`,
  );
}

/** Style properties the drawing's classes set: copied onto the copy that becomes a picture. */
const DRAWN = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'font-size', 'font-weight'];

/** A standalone copy of the plan SVG, unzoomed, its look inlined (a picture has no stylesheet). */
function standaloneSvg(svg: SVGSVGElement, widthPx: number, heightPx: number): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const from = svg.querySelectorAll('*');
  const to = copy.querySelectorAll('*');
  from.forEach((element, index) => {
    const computed = getComputedStyle(element);
    const target = to[index] as SVGElement;
    const style = DRAWN.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';');
    target.setAttribute('style', `${style};font-family:sans-serif`);
  });
  copy.querySelector('[data-zoom]')?.removeAttribute('transform');
  copy.setAttribute('width', String(widthPx));
  copy.setAttribute('height', String(heightPx));
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new XMLSerializer().serializeToString(copy);
}

function loadImage(src: string) {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('plan picture did not load'));
    image.src = src;
  });
}

/** The PNG of the plan with a title block (company, date, room size): `导出图片` and 附布局图. */
async function planPng(svg: SVGSVGElement, layout: PlanLayout): Promise<Blob> {
  const widthPx = 1600;
  const planPx = Math.round((widthPx * layout.room.depth) / layout.room.width);
  const blockPx = 120;
  const markup = standaloneSvg(svg, widthPx, planPx);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = widthPx;
    canvas.height = planPx + blockPx;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    // The drawing's own ink (its walls' colour, from the tokens) for the title block.
    const walls = svg.querySelector('[data-walls]');
    const ink = walls ? getComputedStyle(walls).stroke : 'black';
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, widthPx, planPx);
    context.fillStyle = ink;
    context.font = '600 34px sans-serif';
    context.fillText(`${site.company.name} · 厨房布局图`, 32, planPx + 52);
    context.font = '26px sans-serif';
    const count = layout.items.length;
    context.fillText(
      `房间 ${roomText(layout)} · ${count} 台设备 · ${today()} · 热线 ${site.company.hotline}`,
      32,
      planPx + 96,
    );
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function exportPlanPng(svg: SVGSVGElement, layout: PlanLayout) {
  saveFile(await planPng(svg, layout), `厨房布局-${today()}.png`);
}
