// The room block's two grids, shared by its placeholder (room-status-grid.tsx, in the first load) and its rows
// (room-tiles.tsx, loaded after the first paint): the placeholder has the rows' exact shape.

/** Room for two rows of tiles even when the pousada has four rooms or fewer. */
export const TILES = "grid min-h-30 grid-cols-4 content-start gap-2";

/** Two by two at every width, so the legend is always two lines high (the loading placeholder matches it). */
export const LEGEND_GRID = "grid grid-cols-2 gap-x-4 gap-y-2 text-sm";
