import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Mantine's ScrollArea (under every `Table`, through `Table.ScrollContainer`) imports one hook, `useMergeRefs`, from
 * `@floating-ui/react`, whose build is a single module: the public pages with a table (legal texts, guest payment)
 * downloaded the whole positioning library (about 14 KB compressed) for it (issue 22, decision 101). For that one
 * importer the import resolves to the portal's own hook with the same behaviour; Popover, Tooltip and the rest
 * still get the library. If a later ScrollArea imports anything else from it, the build fails on the missing
 * export instead of shipping something wrong.
 */
const mergeRefs = fileURLToPath(new URL('../src/lib/merge-refs.ts', import.meta.url));
const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/u;

export function scrollAreaRefs(): Plugin {
  return {
    name: 'connect:scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && scrollArea.test(importer)) return mergeRefs;
      return null;
    },
  };
}
