import { RUNTIME_MODULE_ID, type CodeSplittingGroup } from 'rolldown';

type ModuleInfoOf = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * A chunking group that puts every module the entry imports statically into one chunk.
 *
 * Left to itself, the bundler splits each module the entry shares with a page chunk into a small
 * common chunk of its own (the runtime, error classes, a constant or two): the first load then
 * asks for fifteen scripts where a few would do, and each answer's headers (about 300 bytes)
 * count in the bytes sent and cost a request on a phone's network. The entry needs all of them
 * before it runs anyway, so one chunk loses nothing; the pages' chunks import from it.
 */
export function entryClosureGroup(name: string): CodeSplittingGroup {
  // Whether a module is imported statically, directly or through others, by an entry.
  const reached = new Map<string, boolean>();
  const inEntryClosure = (id: string, ctx: ModuleInfoOf, seen: Set<string>): boolean => {
    const known = reached.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) return false;
    const result = info.isEntry || info.importers.some((importer) => inEntryClosure(importer, ctx, seen));
    // A `false` found inside a cycle may only mean "not yet": remember only what the walk settled.
    if (result || seen.size === 1) reached.set(id, result);
    return result;
  };
  return {
    // The bundler's own runtime (its module registry) runs first too.
    name: (id, ctx) => (id === RUNTIME_MODULE_ID || inEntryClosure(id, ctx, new Set()) ? name : null),
    priority: 10,
  };
}
