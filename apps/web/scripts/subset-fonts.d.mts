/** The core's characters as inclusive code point ranges; fonts.css's core faces name the same. */
export const CORE_RANGES: [number, number][];
/** The weights the build cuts a core of. */
export const WEIGHTS: number[];
