/**
 * The errors in the server's log (pino JSON lines, level error and above), grouped by message and
 * the first frame of the stack, so a 5xx family comes with its cause.
 */
export interface LoggedError {
  message: string;
  count: number;
}

interface PinoLine {
  level?: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
}

export function serverErrors(log: string): LoggedError[] {
  const counts = new Map<string, number>();
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: PinoLine;
    try {
      entry = JSON.parse(line) as PinoLine;
    } catch {
      continue;
    }
    if ((entry.level ?? 0) < 50) continue;
    const stack = entry.err?.stack?.split('\n') ?? [];
    const frame = stack.find((l) => l.trim().startsWith('at '))?.trim() ?? '';
    const cause = stack.find((l) => l.startsWith('caused by: '))?.trim() ?? '';
    const what = entry.err ? `${entry.err.type ?? 'Error'}: ${(entry.err.message ?? '').split('\n')[0]!.slice(0, 160)}` : '';
    const key = [entry.msg ?? '', what, cause, frame].filter(Boolean).join(' | ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([message, count]) => ({ message, count })).sort((a, b) => b.count - a.count);
}
