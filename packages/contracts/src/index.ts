export * from './load-context.ts';
