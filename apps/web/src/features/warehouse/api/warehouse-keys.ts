/** Query keys of the warehouse area; they carry the tenant key so another company's answers never show. */
export const warehouseKeys = {
  all: ['warehouse'] as const,
  dashboard: (tenant: string) => [...warehouseKeys.all, 'dashboard', tenant] as const,
  warehouses: (tenant: string) => [...warehouseKeys.all, 'warehouses', tenant] as const,
  inventory: (filters: object, tenant: string) => [...warehouseKeys.all, 'inventory', tenant, filters] as const,
  item: (id: string, tenant: string) => [...warehouseKeys.all, 'item', id, tenant] as const,
  movements: (id: string, page: number, tenant: string) =>
    [...warehouseKeys.all, 'movements', id, page, tenant] as const,
  itemOrders: (id: string, basis: string, tenant: string) =>
    [...warehouseKeys.all, 'item-orders', id, basis, tenant] as const,
  lots: (id: string, tenant: string) => [...warehouseKeys.all, 'lots', id, tenant] as const,
  projection: (id: string, tenant: string) => [...warehouseKeys.all, 'projection', id, tenant] as const,
  orders: (filters: object, tenant: string) => [...warehouseKeys.all, 'orders', tenant, filters] as const,
  order: (id: string, tenant: string) => [...warehouseKeys.all, 'order', id, tenant] as const,
};
