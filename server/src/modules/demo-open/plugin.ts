import type { FastifyInstance } from 'fastify';

export const DEMO_PLUGIN_NAME = 'demo-toolbox';
/** The decorator the plugin adds to the scope that registers it. */
export const DEMO_PLUGIN_DECORATOR = 'demoToolbox';

export type DemoToolbox = {
  name: string;
  /** What `open/demo/plugin/invoke` calls: the template's sample plugin adds two numbers. */
  sum(a: number, b: number): number;
};

async function demoToolbox(scope: FastifyInstance) {
  const toolbox: DemoToolbox = { name: DEMO_PLUGIN_NAME, sum: (a, b) => a + b };
  scope.decorate(DEMO_PLUGIN_DECORATOR, toolbox);
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-demo-plugin', DEMO_PLUGIN_NAME);
    return payload;
  });
}

/**
 * A Fastify plugin for the demo scope: registered there, its decorator and its answer header reach
 * the demo routes and no other route. `skip-override` (what the fastify-plugin helper sets) makes it
 * act on the scope that registers it instead of a child scope of its own, which the routes beside it
 * could not see; the demo scope itself is an encapsulated child of the app (app.ts).
 */
export const demoPlugin = Object.assign(demoToolbox, { [Symbol.for('skip-override')]: true });
