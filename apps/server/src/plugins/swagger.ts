import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appPlugin } from './app-plugin.js';

/**
 * The OpenAPI document is generated from the routes' zod schemas (so it cannot drift from what
 * the server validates) and served with the interactive reference at /documentation
 * (JSON at /documentation/json). The UI's assets come from the package: it works offline.
 */
export const swaggerPlugin = appPlugin<{ version: string }>('swagger', async (app, { version }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tracklane API',
        description: 'Every body is `{statusCode, message, data}`; statusCode 20000 is success.',
        version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The plugin's default `validatorUrl: null` matters: the badge would call validator.swagger.io,
  // which the CSP blocks and which is unreachable offline.
  await app.register(swaggerUi, { routePrefix: '/documentation' });
});
