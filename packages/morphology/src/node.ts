/** Node-only entry (`@tasreef/morphology/node`): everything in the index plus loaders that read files. */
export * from './index.ts';
export { loadSarfData, type SarfData } from './derive/sarf-data.ts';
