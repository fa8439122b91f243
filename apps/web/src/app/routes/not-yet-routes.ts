import type { PlannedRoute } from './route-kit';

/** Spec 1 §2 screens still to come; the issues that build them empty this list (every screen is built now). */
export const notYetRoutes: readonly PlannedRoute[] = [];
