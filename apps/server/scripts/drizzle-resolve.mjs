// drizzle-kit is installed at the repository root but drizzle-orm only under apps/server, so
// drizzle-kit's own `import('drizzle-orm/…')` fails ("Please install latest version of
// drizzle-orm"). This hook resolves drizzle-orm from this package instead; see db:generate.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
    const parent = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: parent });
      }
      return next(specifier, context);
    }
  `)}`,
);
