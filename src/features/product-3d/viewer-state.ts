/** Where 3D 查看 is: its chunk on the way, the model being built, drawn (with 复位), or no WebGL. */
export type ViewerState =
  { phase: 'loading' | 'building' | 'unsupported' } | { phase: 'ready'; reset: () => void };
