/** How a series builder draws a model: shut for the main and front views, open for the open-door view. */
export interface BuildOptions {
  /** Doors swung open (or access panels off), so trays, racks and cells show. */
  open?: boolean;
}

/** The angle an open door stands at in the open-door view (radians). */
export const OPEN_ANGLE = 1.75;
