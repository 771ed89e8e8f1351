import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The gateway's sources, which the gateway checks read as text. */
export const gatewaySrc = path.resolve(__dirname, '../../../apps/gateway/src');

/** Test code may reach across folders and write anything: it builds whole servers and data. */
export const isTestCode = (relative: string): boolean =>
  /\.spec\.tsx?$/.test(relative) ||
  relative.startsWith('testing/') ||
  /(^|\/)testing\.ts$/.test(relative);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every non-test source of the gateway: its path below `src/` (with `/`) and its text. */
export function gatewaySources(): { relative: string; text: string }[] {
  return sourceFiles(gatewaySrc)
    .map((file) => path.relative(gatewaySrc, file).split(path.sep).join('/'))
    .filter((relative) => !isTestCode(relative))
    .map((relative) => ({ relative, text: readFileSync(path.join(gatewaySrc, relative), 'utf8') }));
}
