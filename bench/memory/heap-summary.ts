// The biggest holders in a V8 heap snapshot: self size summed by constructor name, largest first.
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

export function heapSummary(file: string, top = 12) {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = snap.snapshot.meta.node_types[0];
  const bySize = new Map<string, { bytes: number; count: number }>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]!]!;
    // Strings and code are summed by kind; objects by constructor.
    const name =
      type === 'object' || type === 'native' || type === 'closure'
        ? `${type}:${snap.strings[snap.nodes[i + nameAt]!]!.slice(0, 60)}`
        : type;
    const e = bySize.get(name) ?? { bytes: 0, count: 0 };
    e.bytes += snap.nodes[i + sizeAt]!;
    e.count++;
    bySize.set(name, e);
  }
  return [...bySize.entries()]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, top)
    .map(([name, e]) => ({ name, mb: Number((e.bytes / 1048576).toFixed(1)), count: e.count }));
}
