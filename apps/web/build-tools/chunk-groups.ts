import path from 'node:path';
import type { Rolldown } from 'vite';
import { webSourceDir } from './web-alias';

type ModuleInfo = Rolldown.ModuleInfo;

/** The entry, the signed-in shell (header, side menu, realtime, dialogs) and the signed-in areas' registry. */
const entryModule = path.join(webSourceDir, 'main.tsx');
const shellLayout = path.join(webSourceDir, 'app', 'layouts', 'shell-layout.tsx');
const signedInRegistry = path.join(webSourceDir, 'app', 'routes.ts');

/** The modules reached from `root` through the edges `next` gives, never entering those `stop` names. */
function reach(
  root: string,
  next: (module: ModuleInfo) => readonly string[],
  info: (id: string) => ModuleInfo | null,
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const reached = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id) || stop(id)) continue;
    reached.add(id);
    const module = info(id);
    if (module) queue.push(...next(module));
  }
  return reached;
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
  const shellOnlyModules = (ctx: Rolldown.ChunkingContext): Set<string> => {
    if (shellOnly) return shellOnly;
    const info = (id: string) => ctx.getModuleInfo(id);
    // Not this app's graph (no entry or no shell): no group, rather than one that would take shared modules.
    if (!info(entryModule) || !info(shellLayout)) return (shellOnly = new Set());
    // What a visitor who never signs in may load: everything the entry reaches, statically or on demand, without
    // passing through the signed-in registry or the shell (the public pages, their panels, toasts, tooltips).
    const reachable = reach(
      entryModule,
      (module) => [...module.importedIds, ...module.dynamicallyImportedIds],
      info,
      (id) => id === signedInRegistry || id === shellLayout,
    );
    const shellImports = reach(shellLayout, (module) => module.importedIds, info);
    shellOnly = new Set([...shellImports].filter((id) => !reachable.has(id)));
    return shellOnly;
  };
  return [
    { name: 'start', tags: ['$initial'], priority: 2 },
    {
      // The shell's own module keeps its chunk (the page budgets name it), which imports this one.
      name: (id, ctx) => (id !== shellLayout && shellOnlyModules(ctx).has(id) ? 'shell' : null),
      debugName: 'shell',
      priority: 1,
      // Only the modules named: a dependency a public page also uses stays where it is.
      includeDependenciesRecursively: false,
    },
  ];
}
