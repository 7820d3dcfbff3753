/**
 * The dashboard sums up what every module (and every other desk) changed, so its reads are asked afresh each time
 * the page opens; the cached figures stay on screen meanwhile, so reopening it never flashes skeletons.
 */
export const READ_AFRESH_ON_OPEN = { refetchOnMount: "always" } as const;
