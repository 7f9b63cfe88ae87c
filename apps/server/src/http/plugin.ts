import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated (what fastify-plugin does), so its decorations and hooks reach
 * the whole app.
 */
export function shared<T extends FastifyPluginAsync>(plugin: T, name: string): T {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
  return plugin;
}
