export * from './load-context.ts';
export * from './locale.ts';
export * from './messages.ts';
export * from './api.ts';
export * from './fields.ts';
export * from './contact.ts';
export * from './newsletter.ts';
export * from './plans.ts';
