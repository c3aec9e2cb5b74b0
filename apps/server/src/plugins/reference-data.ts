import { loadReferenceData, type ReferenceData } from '../reference/load-reference-data.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carriers and ports from data/, loaded once. */
    referenceData: ReferenceData;
  }
}

export const referenceDataPlugin = appPlugin('reference-data', async (app) => {
  app.decorate('referenceData', loadReferenceData());
});
