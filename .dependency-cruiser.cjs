// The layer rules of docs/architecture.md, checked on every `npm test` (scripts/check-layers.mjs).
// dependency-cruiser, not Biome's restricted imports: the rules are about folders (who may import
// whom), which it resolves from real paths; Biome matches import strings, and relative paths say
// nothing about which folder they reach.

/**
 * Server service areas in dependency order: an area may import only areas listed before it, so
 * no two areas import each other (and no cycle runs through several).
 */
const SERVICE_AREAS = [
  'base',
  'ports',
  'gis',
  'sandbox',
  'auth',
  'vessels',
  'live',
  'ais',
  'ocean',
  'terminal',
  'organizations',
  'notifications',
  'export-templates',
  'exports',
  'schedules',
  'system',
];
const S = 'apps/server/src/services';

const areaOrder = SERVICE_AREAS.map((area, i) => ({
  name: `services-${area}-imports-only-earlier-areas`,
  comment: `services/${area} may import only the areas before it in SERVICE_AREAS (no two areas import each other)`,
  severity: 'error',
  from: { path: `^${S}/${area}/`, pathNot: '\\.test\\.ts$|/test-support/' },
  to: {
    path: `^${S}/(${SERVICE_AREAS.slice(i + 1).join('|') || 'none'})/`,
  },
}));

const W = 'apps/web/src';

/** The web's rooms (apps/web/LAYERS.md); $1 is the importer's own room, feature or page. */
const webRooms = [
  {
    name: 'web-shared-imports-no-room',
    comment: 'shared/ holds what no feature owns: it imports only shared/ and locales/',
    severity: 'error',
    from: { path: `^${W}/shared/` },
    to: { path: `^${W}/`, pathNot: `^${W}/(shared|locales)/` },
  },
  {
    name: 'web-map-and-charts-import-no-feature',
    comment: 'map/ and charts/ are generic: they import only themselves, shared/ and locales/',
    severity: 'error',
    from: { path: `^${W}/(map|charts)/` },
    to: { path: `^${W}/`, pathNot: `^${W}/($1|shared|locales)/` },
  },
  {
    name: 'web-feature-imports-no-page',
    severity: 'error',
    from: { path: `^${W}/features/` },
    to: { path: `^${W}/pages/` },
  },
  {
    name: 'web-feature-uses-only-shell-services',
    comment:
      "a feature uses the shell's services (request, session, message, live, locale), never its layout, routes or guard",
    severity: 'error',
    from: { path: `^${W}/features/` },
    to: { path: `^${W}/app/`, pathNot: `^${W}/app/(request|session|message|live|locale)/` },
  },
  {
    name: 'web-feature-reaches-another-through-its-index',
    comment: 'another feature is used only through its index.ts, never its internals',
    severity: 'error',
    from: { path: `^${W}/features/([^/]+)/` },
    to: { path: `^${W}/features/`, pathNot: `^${W}/features/($1/|[^/]+/index\\.tsx?$)` },
  },
  {
    name: 'web-page-imports-no-other-page',
    severity: 'error',
    from: { path: `^${W}/pages/([^/]+)/` },
    to: { path: `^${W}/pages/`, pathNot: `^${W}/pages/$1/` },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        "packages/domain is the product model shared by server and web: no app, connector, sandbox, framework, database or network code (its view tests build views from DCSA events as the server does, so their fixture may borrow the DCSA connector's event coder)",
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: '^packages/domain/src/ocean/__fixtures__/build\\.ts$' },
      to: {
        path: '^(apps|packages/(connectors|sandbox))/|node_modules/(fastify|@fastify|drizzle-orm|react|react-dom|pg|@electric-sql|pg-boss|antd|maplibre-gl)/',
      },
    },
    {
      name: 'connectors-know-no-app',
      comment:
        'a connector speaks its protocol; it never reaches into the server, the web or the sandbox (its tests may run against the sandbox world)',
      severity: 'error',
      from: { path: '^packages/connectors/src', pathNot: '\\.test\\.ts$|/__fixtures__/' },
      to: { path: '^(apps|packages/sandbox)/' },
    },
    {
      name: 'sandbox-knows-no-app',
      comment: 'the sandbox world stands in for providers: it never reaches into the server or the web',
      severity: 'error',
      from: { path: '^packages/sandbox/src' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-knows-no-server-or-provider',
      comment: 'the web talks to the server over HTTP only: shapes come from packages/domain',
      severity: 'error',
      from: { path: '^apps/web/src' },
      to: { path: '^(apps/server|packages/(connectors|sandbox))/' },
    },
    {
      name: 'server-knows-no-web',
      severity: 'error',
      from: { path: '^apps/server/src' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'services-below-routes-and-plugins',
      comment:
        'services are called by routes, plugins and jobs; they never import them (shared types live in auth/, messaging/ …)',
      severity: 'error',
      from: { path: `^${S}/`, pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(routes|plugins)/' },
    },
    {
      name: 'routes-are-not-imported-below',
      comment: 'only routes/ (and the app that mounts them) import routes',
      severity: 'error',
      from: {
        path: '^apps/server/src/(services|db|auth|jobs|reference|messaging|cache|http)/',
        pathNot: '\\.test\\.ts$',
      },
      to: { path: '^apps/server/src/routes/' },
    },
    ...areaOrder,
    ...webRooms,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    // NodeNext sources import './x.js' for './x.ts': TypeScript's own resolution says where.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
