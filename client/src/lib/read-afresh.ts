/** A read answered this recently was asked for by the navigation itself (app/page-data.ts): no second request. */
export const JUST_READ_MS = 3000;

/**
 * Reads that sum up what every module (and every other desk) changed, the dashboard's and the reports', are asked
 * afresh each time their page opens; the cached figures stay on screen meanwhile, so reopening it never flashes
 * skeletons. An answer that arrived moments ago, because the navigation asked for it with the page's code, is the
 * fresh read.
 */
export const READ_AFRESH_ON_OPEN = {
  refetchOnMount: (query: { state: { dataUpdatedAt: number } }) =>
    Date.now() - query.state.dataUpdatedAt < JUST_READ_MS ? false : ("always" as const),
} as const;
