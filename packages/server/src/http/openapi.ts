import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * Publishes the OpenAPI document built from the contract's schemas (every route registers
 * them through `route`) at /api/docs/json, with a browsable reference at /api/docs.
 */
export async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Porchlight API',
        version: '1',
        description:
          'Every call of the Porchlight product. Errors answer `{ "error": { "code", "message", "field"? } }`.',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'A manager, tenant or resident session from the matching login-link exchange.',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: false,
  });
}
Object.assign(openApiPlugin, { [Symbol.for('skip-override')]: true });
