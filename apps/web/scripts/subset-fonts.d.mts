/** The core's characters as inclusive code point ranges. */
export const CORE_RANGES: [number, number][];
export const WEIGHTS: number[];
export const OUT_DIR: string;
/** The installed fontsource file of one weight (Arabic subset, woff2). */
export function sourceFile(weight: number): string;
export function coreText(): string;
/** The core of one weight, as woff2 bytes. */
export function subsetCore(weight: number): Promise<Buffer>;
export function coreFile(weight: number): string;
