import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;
type ModuleInfo = Rolldown.ModuleInfo;

/** The signed-in shell's module (header, side menu, realtime, dialogs) and the signed-in areas' registry. */
const shellLayout = /[\\/]src[\\/]app[\\/]layouts[\\/]shell-layout\.tsx$/;
const signedInRegistry = /[\\/]src[\\/]app[\\/]routes\.ts$/;
const entryModule = /[\\/]src[\\/]main\.tsx$/;

/**
 * Modules a visitor who never signs in may load: everything the entry reaches by static or dynamic imports
 * without passing through the signed-in registry or the shell (the public pages, their panels on demand, the
 * toasts' container, the tooltips).
 */
function publicReach(entry: ModuleInfo, info: (id: string) => ModuleInfo | null): Set<string> {
  const reached = new Set<string>();
  const queue = [entry.id];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id) || signedInRegistry.test(id) || shellLayout.test(id)) continue;
    reached.add(id);
    const module = info(id);
    if (module) queue.push(...module.importedIds, ...module.dynamicallyImportedIds);
  }
  return reached;
}

/** The modules the shell imports statically, directly or not. */
function staticClosure(root: ModuleInfo, info: (id: string) => ModuleInfo | null): Set<string> {
  const closure = new Set<string>();
  const queue = [root.id];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (closure.has(id)) continue;
    closure.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return closure;
}

/**
 * The chunk groups of the browser build (decision 116):
 *
 * - **start**: every module the entry imports statically, in one chunk. Every page loads all of them anyway;
 *   Rolldown would otherwise cut them into some thirty chunks by which pages also use each (more requests, and
 *   less to compress together).
 * - **shell**: the modules of the signed-in shell that no public page can ever load, in one chunk. Every signed-in
 *   page loads the shell; split by which signed-in pages also use each module, they were some forty small chunks,
 *   each one more request before the first paint. A module a public page (or a panel it loads on demand) uses is
 *   left out, so the public pages download nothing more.
 *
 * Everything else (the pages, their panels, the libraries loaded on demand) is split as Rolldown decides.
 */
export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  let shellOnly: Set<string> | undefined;
  const shellOnlyModules = (ctx: ChunkingContext, anyId: string): Set<string> => {
    if (shellOnly) return shellOnly;
    const info = (id: string) => ctx.getModuleInfo(id);
    // Any module leads to the entry through its importers; the graph is small enough to search once.
    const seen = new Set<string>();
    const queue = [anyId];
    let entry: ModuleInfo | undefined;
    let shell: ModuleInfo | undefined;
    while (queue.length > 0 && !(entry && shell)) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const module = info(id);
      if (!module) continue;
      if (entryModule.test(id)) entry = module;
      if (shellLayout.test(id)) shell = module;
      queue.push(
        ...module.importers,
        ...module.dynamicImporters,
        ...module.importedIds,
        ...module.dynamicallyImportedIds,
      );
    }
    if (!entry || !shell) return (shellOnly = new Set());
    const reachable = publicReach(entry, info);
    shellOnly = new Set([...staticClosure(shell, info)].filter((id) => !reachable.has(id)));
    return shellOnly;
  };
  return [
    { name: 'start', tags: ['$initial'], priority: 2 },
    {
      // The shell's own module keeps its chunk (the page budgets name it), which imports this one.
      name: (id, ctx) => (!shellLayout.test(id) && shellOnlyModules(ctx, id).has(id) ? 'shell' : null),
      debugName: 'shell',
      priority: 1,
      // Only the modules named: a dependency a public page also uses stays where it is.
      includeDependenciesRecursively: false,
    },
  ];
}
