/** Permission names are compared case-insensitively (spec 1 §6). */
export function hasPermission(permissions: readonly string[], permission: string): boolean {
  const wanted = permission.toLowerCase();
  return permissions.some((p) => p.toLowerCase() === wanted);
}
