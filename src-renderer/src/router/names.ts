// Route names other screens link to (kept apart from the router so a view can import them without a cycle).
import type { RouteLocationRaw } from 'vue-router';

/** The game review of a finished match (`/review/:id?seat=N`). */
export const REVIEW_ROUTE = 'review';

/** Where the review of a finished match opens: one seat's decisions (the first human seat when `seat` is absent). */
export function reviewLocation(matchId: string, seat?: number): RouteLocationRaw {
  return { name: REVIEW_ROUTE, params: { id: matchId }, ...(seat === undefined ? {} : { query: { seat: String(seat) } }) };
}
