/**
 * The warehouse area's contracts (issue #19), one import path for every caller; the schemas live by sub-area:
 * orders (inputs, details, lists), inventory (grid, detail, lots, adjustments, dashboard) and the warehouse feed.
 */
export * from './warehouse-orders.schemas';
export * from './warehouse-inventory.schemas';
export * from './warehouse-feed.schemas';
