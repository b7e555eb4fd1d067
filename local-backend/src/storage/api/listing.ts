import type { ObjectRow } from '../store';
import { positiveInt } from './context';

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectRow['metadata'];
}

/** One folder level, as Storage's list: files under the prefix plus one entry per sub-folder. */
export function listing(rows: ObjectRow[], prefix: string, options: Record<string, unknown>): ListEntry[] {
  const search = typeof options.search === 'string' ? options.search.toLowerCase() : '';
  const sortBy = (options.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column)) ? String(sortBy.column) : 'name';
  const descending = String(sortBy.order).toLowerCase() === 'desc';
  const folders = new Map<string, ListEntry>();
  const files: ListEntry[] = [];
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash < 0 ? rest : rest.slice(0, slash);
    if (!name.toLowerCase().startsWith(search)) continue;
    if (slash < 0) {
      const { id, updated_at, created_at, last_accessed_at, metadata } = row;
      files.push({ name, id, updated_at, created_at, last_accessed_at, metadata });
    } else if (!folders.has(name)) {
      folders.set(name, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    }
  }
  const key = (entry: ListEntry) => String(entry[column as keyof ListEntry] ?? '');
  const sorted = [...folders.values(), ...files].sort((a, b) => {
    const order = column === 'name' ? a.name.localeCompare(b.name) : key(a).localeCompare(key(b)) || a.name.localeCompare(b.name);
    return descending ? -order : order;
  });
  const offset = positiveInt(options.offset, 0, Number.MAX_SAFE_INTEGER);
  const limit = positiveInt(options.limit, 100, 1000);
  return sorted.slice(offset, offset + limit);
}
