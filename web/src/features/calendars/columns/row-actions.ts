/**
 * The last cell of a table row, in rem on a laptop: "Add to calendar" and the details button (2rem each, a
 * 0.25rem gap, 0.25rem padding each side), and for a subscriber the list star before them where rows name a
 * company. The economic calendar, the widest, has no star, so every calendar still fits 1,366 px.
 */
export const ROW_ACTIONS_REM = 4.75;
export const LIST_STAR_REM = 2.25;

export const rowActionsRem = (withStar: boolean) => ROW_ACTIONS_REM + (withStar ? LIST_STAR_REM : 0);
