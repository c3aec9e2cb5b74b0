import helmet from '@fastify/helmet';
import { appPlugin } from './app-plugin.js';

/**
 * Security headers. The CSP is what the built React app needs and no more: own scripts only,
 * inline styles (antd's CSS-in-JS), blob: workers and data:/blob:/https images (MapLibre tiles
 * and sprites), fonts from self/data:, XHR/WebSocket to our own origin. The API reference at
 * /documentation is served from our own origin with the same rules (its validator badge is off).
 */
export const helmetPlugin = appPlugin('helmet', async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'worker-src': ["'self'", 'blob:'],
        'child-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'self'"],
        // The embedded deployment is often reached over plain http on a LAN; upgrading its
        // asset requests to https would break the page.
        'upgrade-insecure-requests': null,
      },
    },
  });
});
