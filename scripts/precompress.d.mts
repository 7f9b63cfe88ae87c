/** Writes `.br` and `.gz` twins beside every compressible file of `dir` (1 KB and more). */
export function precompress(dir: string): { count: number; raw: number; br: number };
